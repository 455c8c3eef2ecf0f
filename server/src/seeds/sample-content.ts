import type { DataSource } from 'typeorm';

/** Content every installation starts with: a demo instructor code (non-production) and a welcome banner. */
export async function seedSampleContent(ds: DataSource, opts: { demo: boolean }): Promise<void> {
  if (opts.demo) {
    await ds.query(`INSERT INTO instructor_codes (code, description) VALUES ('TEACH-DEMO', 'Demo instructor code') ON CONFLICT DO NOTHING`);
  }
  await ds.query(
    `INSERT INTO notifications (type, starts_at, ends_at, description, link)
     SELECT 'info', now() - interval '1 day', now() + interval '5 years', $1::jsonb, $2::jsonb
      WHERE NOT EXISTS (SELECT 1 FROM notifications)`,
    [
      JSON.stringify({
        'en-US': 'Welcome! Full digital SAT practice tests with adaptive modules are on their way.',
        'zh-CN': '欢迎！包含自适应模块的完整数字化 SAT 模考即将上线。',
        'zh-TW': '歡迎！包含適性模組的完整數位 SAT 模考即將上線。',
      }),
      JSON.stringify({ routerName: 'ToeflPlans', text: { 'en-US': 'See plans', 'zh-CN': '查看方案', 'zh-TW': '查看方案' } }),
    ],
  );
}
