// The outbox page: without SMTP_URL every mail is written to DATA_DIR/outbox,
// and this page lists them so a self-hoster can read mails and click their
// links. Open in development; otherwise admins only (mails carry sign-in and
// unsubscribe links). Absent when mail goes out over SMTP.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import { getSessionUser } from '../auth/session.ts';
import type { AppEnv } from '../lib/context.ts';
import { AppError } from '../lib/errors.ts';

// The mail parser loads on the first visit to the outbox, not at every start.
// It is a CommonJS package: its exports object is the import's default, both
// in Node and in the server bundle (whose dynamic imports have no named exports).
async function parseMail(source: Buffer) {
  const { default: mailparser } = await import('mailparser');
  return mailparser.simpleParser(source);
}

const SAFE_NAME = /^[\w.-]+\.eml$/;

/** The outbox folder, or the page to answer instead: this page is read in a browser, so refusals are pages too. */
async function outboxAccess(c: Context<AppEnv>): Promise<{ dir: string } | { refusal: Response | Promise<Response> }> {
  if (c.get('config').smtpUrl) throw new AppError('NOT_FOUND', 'Mail is delivered over SMTP; there is no outbox');
  if (c.get('config').env !== 'development') {
    const user = await getSessionUser(c);
    if (user?.role !== 'admin') {
      // A newcomer who just signed up cannot sign in before confirming: the page says who can read the mail.
      const refusal = c.html(
        page(
          'Outbox: admins only',
          html`<h1>The outbox is for admins</h1>
            <p>Mails carry sign-in and unsubscribe links, so only an admin can read them here.</p>
            <p>
              ${user ? 'You are signed in without admin rights. ' : ''}Sign in with an admin account — on a demo
              installation, <code>admin@sdc.local</code> (see the README) — in another browser or a private window,
              then open this page again. To confirm an account you just created, open the newest mail to its
              address and follow its link.
            </p>
            <p><a href="/auth?next=%2Fdev%2Foutbox">Sign in</a></p>`,
        ),
        user ? 403 : 401,
      );
      return { refusal };
    }
  }
  return { dir: path.join(c.get('config').dataDir, 'outbox') };
}

const page = (title: string, body: unknown) => html`<!doctype html>
  <html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>${title}</title>
    </head>
    <body style="font-family: system-ui, sans-serif; max-width: 860px; margin: 2rem auto; padding: 0 1rem; color: #0f172a">
      <main>${body}</main>
    </body>
  </html>`;

export const outboxRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const access = await outboxAccess(c);
    if ('refusal' in access) return access.refusal;
    const { dir } = access;
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((f) => SAFE_NAME.test(f))
      .sort()
      .reverse()
      .slice(0, 200);
    const mails = await Promise.all(
      files.map(async (file) => {
        const parsed = await parseMail(await readFile(path.join(dir, file)));
        return {
          file,
          subject: parsed.subject ?? '(no subject)',
          to: parsed.to
            ? [parsed.to]
                .flat()
                .map((a) => a.text)
                .join(', ')
            : '',
          date: parsed.date,
        };
      }),
    );
    return c.html(
      page(
        'Outbox',
        html`<h1>Outbox</h1>
          <p>Mails written to <code>${dir}</code> because no SMTP server is configured (newest first).</p>
          ${
            mails.length === 0
              ? html`<p>No mail yet.</p>`
              : html`<ul>
                ${mails.map(
                  (m) =>
                    html`<li><a href="/dev/outbox/${m.file}">${m.subject}</a> — to ${m.to}, ${m.date?.toISOString() ?? ''}</li>`,
                )}
              </ul>`
          }`,
      ),
    );
  })
  .get('/:file', async (c) => {
    const access = await outboxAccess(c);
    if ('refusal' in access) return access.refusal;
    const { dir } = access;
    const file = c.req.param('file');
    if (!SAFE_NAME.test(file)) throw new AppError('NOT_FOUND', 'No such mail');
    const source = await readFile(path.join(dir, file)).catch(() => null);
    if (!source) throw new AppError('NOT_FOUND', 'No such mail');
    const parsed = await parseMail(source);
    // The HTML part is our own rendered template; the page's CSP forbids any script in it.
    return c.html(
      page(
        parsed.subject ?? 'Mail',
        html`<p><a href="/dev/outbox">← Outbox</a></p>
          <h1>${parsed.subject ?? '(no subject)'}</h1>
          <p>To: ${
            parsed.to
              ? [parsed.to]
                  .flat()
                  .map((a) => a.text)
                  .join(', ')
              : ''
          }<br />Message-ID: ${parsed.messageId ?? ''}</p>
          <div style="border: 1px solid #cbd5e1; border-radius: 8px; padding: 1rem">${raw(parsed.html || '')}</div>
          <h2>Plain text</h2>
          <pre style="white-space: pre-wrap">${parsed.text ?? ''}</pre>`,
      ),
    );
  });
