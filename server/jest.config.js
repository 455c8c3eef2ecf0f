/** Integration and unit tests run against real PostgreSQL and Redis (see test/global-setup.ts). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: {
    '^@app/shared$': '<rootDir>/../shared/src/index.ts',
    '^@app/shared/fsrs$': '<rootDir>/../shared/src/flashcards-fsrs.ts',
    '^@app/shared/site-content$': '<rootDir>/../shared/src/site/content.ts',
  },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  testTimeout: 30000,
  maxWorkers: 2,
};
