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
        'en-US': 'New: a full adaptive digital SAT practice test, timed like test day, with a score report.',
        'zh-CN': '新上线：完整的自适应数字化 SAT 模考，计时与正式考试相同，附成绩报告。',
        'zh-TW': '新上線：完整的適性數位 SAT 模考，計時與正式考試相同，附成績報告。',
      }),
      JSON.stringify({ routerName: 'ToeflPlans', text: { 'en-US': 'See plans', 'zh-CN': '查看方案', 'zh-TW': '查看方案' } }),
    ],
  );
}
