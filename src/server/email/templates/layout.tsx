// The branded frame every SDC e-mail shares, plus the small building blocks the
// templates compose. Inline styles only (mail clients drop <style>), text never
// images, links with clear text, 600px at most. Transactional mail (category
// null) never shows an unsubscribe link: there is no preference to turn it off.
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { EMAIL_CATEGORY_LABELS, type EmailCategory } from '#shared/email/contract.ts';
import { SITE_NAME } from '#shared/routes.ts';

/** The links every template gets; unsubscribeUrl only for mail a preference can turn off. */
export interface TemplateLinks {
  siteUrl: string;
  preferencesUrl: string;
  unsubscribeUrl?: string;
}

const FONT_STACK = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

// Contrast (WCAG AA, 4.5:1 for body text): #111827 and #374151 on white, #4b5563 on #f3f4f6,
// white on #1e3a8a and #1d4ed8 all pass comfortably.
const COLORS = {
  page: '#f3f4f6',
  card: '#ffffff',
  text: '#111827',
  muted: '#4b5563',
  brand: '#1e3a8a',
  link: '#1d4ed8',
  border: '#e5e7eb',
} as const;

const styles = {
  body: { backgroundColor: COLORS.page, margin: 0, padding: '24px 0', fontFamily: FONT_STACK, color: COLORS.text },
  container: { width: '100%', maxWidth: '600px', margin: '0 auto' },
  header: { backgroundColor: COLORS.brand, padding: '20px 32px', borderRadius: '8px 8px 0 0' },
  siteName: { color: '#ffffff', fontSize: '18px', fontWeight: 700, lineHeight: '24px', textDecoration: 'none' },
  card: { backgroundColor: COLORS.card, padding: '32px', borderRadius: '0 0 8px 8px' },
  heading: { color: COLORS.text, fontSize: '24px', lineHeight: '32px', fontWeight: 700, margin: '0 0 16px' },
  paragraph: { color: COLORS.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  link: { color: COLORS.link, textDecoration: 'underline' },
  button: {
    backgroundColor: COLORS.link,
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    lineHeight: '24px',
    textDecoration: 'none',
    borderRadius: '6px',
    padding: '12px 24px',
    display: 'inline-block',
  },
  buttonRow: { margin: '8px 0 24px' },
  details: { backgroundColor: COLORS.page, borderRadius: '6px', padding: '16px 20px', margin: '0 0 24px' },
  detailRow: { color: COLORS.text, fontSize: '16px', lineHeight: '24px', margin: '0' },
  footer: { padding: '16px 32px' },
  footerText: { color: COLORS.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  footerLink: { color: COLORS.muted, textDecoration: 'underline' },
  hr: { borderColor: COLORS.border, margin: '24px 0' },
} satisfies Record<string, CSSProperties>;

interface EmailLayoutProps extends TemplateLinks {
  /** Inbox preview line (hidden in the body, skipped in the text part). */
  preview: string;
  /** The mail's h1, also its document title. */
  heading: string;
  /** Preference that turns this mail off; null for transactional and security mail. */
  category: EmailCategory | null;
  /** Why a transactional mail was sent, when it is not about an account (a newsletter sign-up, a contact message). */
  transactionalNote?: string;
  children: ReactNode;
}

export function EmailLayout({
  preview,
  heading,
  category,
  transactionalNote,
  siteUrl,
  preferencesUrl,
  unsubscribeUrl,
  children,
}: EmailLayoutProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{heading}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Link href={siteUrl} style={styles.siteName}>
              {SITE_NAME}
            </Link>
          </Section>
          <Section style={styles.card}>
            <Heading as="h1" style={styles.heading}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Section style={styles.footer}>
            <EmailFooter
              category={category}
              transactionalNote={transactionalNote}
              preferencesUrl={preferencesUrl}
              unsubscribeUrl={unsubscribeUrl}
            />
            <Text style={styles.footerText}>
              {SITE_NAME} ·{' '}
              <Link href={siteUrl} style={styles.footerLink}>
                {siteUrl}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

function EmailFooter({
  category,
  transactionalNote,
  preferencesUrl,
  unsubscribeUrl,
}: {
  category: EmailCategory | null;
  transactionalNote?: string;
  preferencesUrl: string;
  unsubscribeUrl?: string;
}) {
  const preferencesLink = (
    <Link href={preferencesUrl} style={styles.footerLink}>
      E-mail preferences
    </Link>
  );
  if (category === null && transactionalNote !== undefined) {
    return (
      <Text style={styles.footerText}>
        {transactionalNote} {preferencesLink}
      </Text>
    );
  }
  if (category === null) {
    return (
      <Text style={styles.footerText}>
        This is a message about your {SITE_NAME} account, so it is sent regardless of your e-mail settings. {preferencesLink}
      </Text>
    );
  }
  return (
    <Text style={styles.footerText}>
      You receive this because “{EMAIL_CATEGORY_LABELS[category]}” is switched on in your e-mail preferences.{' '}
      {unsubscribeUrl !== undefined && (
        <>
          <Link href={unsubscribeUrl} style={styles.footerLink}>
            Unsubscribe from these e-mails
          </Link>{' '}
          ·{' '}
        </>
      )}
      {preferencesLink}
    </Text>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.paragraph}>{children}</Text>;
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={styles.link}>
      {children}
    </Link>
  );
}

/** The main call to action: a real link styled as a button, with text that says where it goes. */
export function CtaButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={styles.buttonRow}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

export interface Detail {
  label: string;
  value: string | number | undefined;
}

/** Label/value rows (date, time, place…); rows without a value are left out. */
export function DetailList({ details }: { details: readonly Detail[] }) {
  const shown = details.filter((detail) => detail.value !== undefined && String(detail.value).trim() !== '');
  if (shown.length === 0) return null;
  return (
    <Section style={styles.details}>
      {shown.map((detail) => (
        <Text key={detail.label} style={styles.detailRow}>
          <strong>{detail.label}:</strong> {String(detail.value)}
        </Text>
      ))}
    </Section>
  );
}

/**
 * User-written plain text (announcements, feedback) as paragraphs: blank lines
 * split paragraphs, single newlines become line breaks. Rendered as React text
 * nodes, so any markup in it is escaped, never interpreted.
 */
export function PlainTextParagraphs({ text }: { text: string }) {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once; paragraphs may repeat
        <Text key={index} style={styles.paragraph}>
          {paragraph.split('\n').map((line, lineIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once; lines may repeat
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Text>
      ))}
    </>
  );
}

export function Divider() {
  return <Hr style={styles.hr} />;
}

/** A small coloured label above the content, e.g. "Urgent"; text, not colour alone, carries the meaning. */
export function Badge({ tone, children }: { tone: 'urgent' | 'high'; children: string }) {
  const style: CSSProperties =
    tone === 'urgent' ? { backgroundColor: '#fee2e2', color: '#991b1b' } : { backgroundColor: '#fef3c7', color: '#92400e' };
  return (
    <Text
      style={{
        ...style,
        display: 'inline-block',
        fontSize: '13px',
        fontWeight: 700,
        lineHeight: '20px',
        padding: '2px 10px',
        borderRadius: '4px',
        margin: '0 0 16px',
        textTransform: 'uppercase',
        letterSpacing: '0.04em',
      }}
    >
      {children}
    </Text>
  );
}
