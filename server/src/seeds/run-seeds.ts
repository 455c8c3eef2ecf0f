import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/env';
import type { Logger } from '../lib/logger';
import { bootstrapAdmin } from './bootstrap-admin';
import { DEMO_COMPANY, DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { DEMO_CLASS } from './demo-class';
import { seedSampleContent } from './sample-content';
import { seedSampleTests } from './sample-tests';
import { seedFlashcards } from './flashcards';

/** Runs at every start; each step is idempotent. */
export async function runSeeds(ds: DataSource, config: Readonly<AppConfig>, logger: Logger): Promise<void> {
  await seedSampleContent(ds, { demo: config.seedDemo });
  // One transaction: a start that dies half-way leaves no half-built test behind.
  await ds.transaction((tx) => seedSampleTests(tx));
  await ds.transaction((tx) => seedFlashcards(tx));
  if (config.admin) {
    const result = await bootstrapAdmin(ds, config.admin);
    logger.info({ username: config.admin.username }, `super-admin ${result} from ADMIN_* settings`);
  }
  if (config.seedDemo) {
    const accounts = await seedDemoAccounts(ds);
    const lines = accounts.map((a) => `   ${a.username.padEnd(18)} ${DEMO_PASSWORD}   (${a.roles.join(', ')})`);
    // Printed plainly (not as JSON log) so a developer sees it at start.
    const company = `   ${DEMO_COMPANY.members.join(', ')} share the company "${DEMO_COMPANY.name}"`;
    const demoClass = `   ${DEMO_CLASS.teacher} teaches "${DEMO_CLASS.name}" (class code ${DEMO_CLASS.classCode}) to ${DEMO_CLASS.students.join(', ')}`;
    console.log(`\nDemo accounts (not created in production):\n${lines.join('\n')}\n${company}\n${demoClass}\n`);
  }
}
