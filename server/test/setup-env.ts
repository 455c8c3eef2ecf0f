// Test-wide settings; each test builds its config from these (see helpers/context.ts).
process.env.NODE_ENV = 'test';
process.env.CAPTCHA_TEST_ANSWER = 'pass-test';
process.env.APP_URL = 'http://app.test';
process.env.JWT_SECRET = 'test-secret-0123456789-0123456789-0123456789';
