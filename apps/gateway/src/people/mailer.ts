import nodemailer from 'nodemailer';

/** One mail to one person (plain text: links and a sentence). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends the invitation and password-reset mails. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer (`SMTP_URL`, e.g. `smtps://user:pass@mail.example.com:465`,
 * `smtp://127.0.0.1:2525`); one pooled transport per gateway.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP (a development machine, `npm start`): the mail is written to standard output, never to
 * the log, so its link can be opened by hand. Links in it are secrets; this mailer is for a machine
 * whose console is the operator's own.
 */
export function consoleMailer(write: (text: string) => void = (t) => void process.stdout.write(t)): Mailer {
  return {
    async send(mail) {
      write(`\n[mail to ${mail.to}] ${mail.subject}\n${mail.text}\n`);
    },
    close: () => undefined,
  };
}
