import type { SendMail } from '../lib/mail';
import type { JobHandlers } from './queue';

export function createJobHandlers(deps: { sendMail: SendMail }): JobHandlers {
  return {
    'send-email': (data) => deps.sendMail(data),
  };
}
