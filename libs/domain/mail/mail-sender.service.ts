import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '#config';
import type { EmailJob } from '#queue';
import { REDIS } from '#redis';
import { DevOutbox } from './dev-outbox';
import { renderEmail } from './render-email';

/** Sends an e-mail job: over SMTP when SMTP_URL is set, into the development outbox otherwise. */
@Injectable()
export class MailSenderService {
  private readonly logger = new Logger(MailSenderService.name);
  /** Made at the first e-mail sent (nodemailer is 0.7 MiB that the API rarely needs). */
  private transportMade?: Transporter;
  private readonly outbox: DevOutbox;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, @Inject(REDIS) redis: Redis) {
    this.outbox = new DevOutbox(redis);
  }

  private get transport(): Transporter | undefined {
    if (!this.config.SMTP_URL) return undefined;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous lazy load
    this.transportMade ??= (require('nodemailer') as typeof import('nodemailer')).createTransport(this.config.SMTP_URL);
    return this.transportMade;
  }

  async send(job: EmailJob): Promise<void> {
    const mail = renderEmail(job);
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.MAIL_FROM, to: job.to, ...mail });
      this.logger.log(`E-mail "${job.template}" sent to ${job.to}`);
    }
    if (this.config.devOutbox) {
      await this.outbox.push({ ...mail, to: job.to, from: this.config.MAIL_FROM, sentAt: new Date().toISOString() });
      if (!this.transport) this.logger.log(`E-mail "${job.template}" to ${job.to} kept in the dev outbox: ${mail.text}`);
    } else if (!this.transport) {
      // No SMTP and no outbox (production without SMTP_URL): say so, without the link.
      this.logger.warn(`SMTP_URL is not set: e-mail "${job.template}" to ${job.to} was not sent`);
    }
  }
}
