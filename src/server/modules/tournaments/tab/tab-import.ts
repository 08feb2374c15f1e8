// Importing teams and adjudicators from CSV (docs/tournaments-tab.md): a
// tournament's managers paste or upload a file with a header row. Every row is
// checked first and every problem reported by its row number (the header is
// row 1); nothing is written unless every row is good, and then everything is
// written in one transaction on the locked tournament row.
//
// Teams: name, institution, then any columns whose header starts with "speaker"
// or "email", each holding an e-mail (or several, separated by ";"). Members
// are found by e-mail; unknown addresses are reported and the team is created
// without them (they can join later with the team's code).
// Adjudicators: name, institution, email. An approved judge with that e-mail is
// registered; anyone else is invited as a guest, and the links are returned once.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { judges, tournamentAdjudicators, tournamentTeamMembers, tournamentTeams, users } from '#server/db/schema/index.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { isUniqueViolation } from '#server/lib/sql.ts';
import {
  ADJUDICATOR_INVITE_TTL_MS,
  INSTITUTION_MAX,
  speakersPerTeam,
  TEAM_NAME_MAX,
  TEAM_RESERVES_MAX,
  TOURNAMENT_MESSAGES,
} from '#shared/tournaments/contract.ts';
import { IMPORT_ROWS_MAX } from '#shared/tournaments/tab-contract.ts';
import { carryJudgeConflicts, formatOf, standingOf, tournamentRow } from '../tournaments.service.ts';
import { CsvParseError, parseCsv } from './csv-parse.ts';

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newJoinCode(): string {
  return Array.from({ length: 8 }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Row errors collected as VALIDATION_FAILED fields: "row 3" → its messages. */
class RowErrors {
  readonly fields: Record<string, string[]> = {};
  add(row: number, message: string) {
    (this.fields[`row ${row}`] ??= []).push(message);
  }
  throwIfAny() {
    const rows = Object.keys(this.fields).length;
    if (rows > 0) {
      throw new AppError('VALIDATION_FAILED', `${rows} row${rows === 1 ? '' : 's'} cannot be imported; nothing was imported`, {
        fields: this.fields,
      });
    }
  }
}

/** The records under a header row, with the column index of each name asked for. */
function readTable(csv: string, required: readonly string[]) {
  let records: string[][];
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvParseError) {
      throw new AppError('VALIDATION_FAILED', `The CSV cannot be read: ${error.message} (line ${error.line})`, {
        fields: { csv: [`${error.message} (line ${error.line})`] },
      });
    }
    throw error;
  }
  const [header, ...rows] = records;
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const missing = required.filter((name) => !names.includes(name));
  if (!header || missing.length) {
    throw new AppError('VALIDATION_FAILED', `The first row must name the columns: ${required.join(', ')}`, {
      fields: { csv: [`Missing column${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}`] },
    });
  }
  if (rows.length === 0)
    throw new AppError('VALIDATION_FAILED', 'The CSV has no rows under its header', { fields: { csv: ['No rows'] } });
  if (rows.length > IMPORT_ROWS_MAX) {
    throw new AppError('VALIDATION_FAILED', `At most ${IMPORT_ROWS_MAX} rows at once`, {
      fields: { csv: [`At most ${IMPORT_ROWS_MAX} rows`] },
    });
  }
  return { names, rows };
}

const cell = (row: readonly string[], index: number) => (index >= 0 ? (row[index] ?? '').trim() : '');

function checkName(errors: RowErrors, rowNumber: number, what: string, value: string, max: number) {
  if (value.length < 2) errors.add(rowNumber, `The ${what} needs at least 2 characters`);
  else if (value.length > max) errors.add(rowNumber, `The ${what} has more than ${max} characters`);
}

async function requireManagerTx(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  tournamentId: string,
  user: SessionUser,
) {
  const tournament = await tournamentRow(tx, tournamentId, true);
  if (!(await standingOf(tx, tournament, user)).canManage) throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.notOrganizer);
  return tournament;
}

/** Users by lower-cased e-mail, and whether each already speaks or adjudicates in the tournament. */
async function peopleByEmail(tx: Parameters<Parameters<Database['transaction']>[0]>[0], tournamentId: string, emails: string[]) {
  if (emails.length === 0) return new Map<string, { id: string; busy: string | null; judge: boolean }>();
  const found = await tx
    .select({
      id: users.id,
      email: sql<string>`lower(${users.email})`,
      speaking: tournamentTeamMembers.teamId,
      adjudicating: tournamentAdjudicators.id,
      judge: judges.userId,
    })
    .from(users)
    .leftJoin(
      tournamentTeamMembers,
      and(eq(tournamentTeamMembers.userId, users.id), eq(tournamentTeamMembers.tournamentId, tournamentId)),
    )
    .leftJoin(
      tournamentAdjudicators,
      and(eq(tournamentAdjudicators.userId, users.id), eq(tournamentAdjudicators.tournamentId, tournamentId)),
    )
    .leftJoin(judges, eq(judges.userId, users.id))
    .where(inArray(sql`lower(${users.email})`, emails));
  return new Map(
    found.map((u) => [
      u.email,
      {
        id: u.id,
        busy: u.speaking ? TOURNAMENT_MESSAGES.alreadyInTeam : u.adjudicating ? TOURNAMENT_MESSAGES.alreadyAdjudicating : null,
        judge: u.judge !== null,
      },
    ]),
  );
}

export async function importTeams(db: Database, user: SessionUser, tournamentId: string, csv: string) {
  const { names, rows } = readTable(csv, ['name', 'institution']);
  const nameAt = names.indexOf('name');
  const institutionAt = names.indexOf('institution');
  const emailColumns = names.flatMap((n, i) => (n.startsWith('speaker') || n.startsWith('email') ? [i] : []));
  try {
    return await db.transaction(async (tx) => {
      const tournament = await requireManagerTx(tx, tournamentId, user);
      const maxSpeakers = speakersPerTeam(formatOf(tournament)) + TEAM_RESERVES_MAX;
      const errors = new RowErrors();
      const parsed = rows.map((row, i) => {
        const rowNumber = i + 2;
        const name = cell(row, nameAt);
        const institution = cell(row, institutionAt);
        const emails = emailColumns
          .flatMap((c) => cell(row, c).split(';'))
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean);
        checkName(errors, rowNumber, 'team name', name, TEAM_NAME_MAX);
        checkName(errors, rowNumber, 'institution', institution, INSTITUTION_MAX);
        for (const email of emails) if (!EMAIL.test(email)) errors.add(rowNumber, `“${email}” is not an e-mail address`);
        if (emails.length > maxSpeakers) errors.add(rowNumber, `A team registers at most ${maxSpeakers} speakers`);
        return { rowNumber, name, institution, emails };
      });
      const seenNames = new Map<string, number>();
      const seenEmails = new Map<string, number>();
      for (const row of parsed) {
        const key = row.name.toLowerCase();
        const first = seenNames.get(key);
        if (first !== undefined) errors.add(row.rowNumber, `The team name is also on row ${first}`);
        else seenNames.set(key, row.rowNumber);
        for (const email of row.emails) {
          const earlier = seenEmails.get(email);
          if (earlier !== undefined) errors.add(row.rowNumber, `${email} is also on row ${earlier}`);
          else seenEmails.set(email, row.rowNumber);
        }
      }
      const taken = await tx
        .select({ name: sql<string>`lower(${tournamentTeams.name})` })
        .from(tournamentTeams)
        .where(
          and(
            eq(tournamentTeams.tournamentId, tournamentId),
            inArray(sql`lower(${tournamentTeams.name})`, [...seenNames.keys()]),
          ),
        );
      for (const t of taken) errors.add(seenNames.get(t.name) ?? 0, TOURNAMENT_MESSAGES.teamNameTaken);
      const people = await peopleByEmail(tx, tournamentId, [...seenEmails.keys()]);
      const unknownEmails: { row: number; email: string }[] = [];
      for (const row of parsed) {
        for (const email of row.emails) {
          const person = people.get(email);
          if (!person) unknownEmails.push({ row: row.rowNumber, email });
          else if (person.busy) errors.add(row.rowNumber, `${email}: ${person.busy}`);
        }
      }
      errors.throwIfAny();

      const codes = new Set<string>();
      const created = [];
      for (const row of parsed) {
        let code = newJoinCode();
        while (codes.has(code)) code = newJoinCode();
        codes.add(code);
        const [team] = await tx
          .insert(tournamentTeams)
          .values({ tournamentId, name: row.name, institution: row.institution, joinCode: code, registeredBy: user.id })
          .returning({ id: tournamentTeams.id });
        const teamId = (team as { id: string }).id;
        const members = row.emails.flatMap((email) => {
          const person = people.get(email);
          return person ? [person.id] : [];
        });
        if (members.length) {
          await tx
            .insert(tournamentTeamMembers)
            .values(members.map((userId, position) => ({ teamId, tournamentId, userId, position })));
        }
        created.push({ teamId, name: row.name, speakers: members.length });
      }
      return { created: created.length, teams: created, unknownEmails };
    });
  } catch (error) {
    // Someone registered the same name or person while the file was read.
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'A team or speaker of the file was registered meanwhile; nothing was imported');
    throw error;
  }
}

export async function importAdjudicators(
  db: Database,
  user: SessionUser,
  tournamentId: string,
  csv: string,
  baseUrl: string,
  now = new Date(),
) {
  const { names, rows } = readTable(csv, ['name', 'institution', 'email']);
  const nameAt = names.indexOf('name');
  const institutionAt = names.indexOf('institution');
  const emailAt = names.indexOf('email');
  const expiresAt = new Date(now.getTime() + ADJUDICATOR_INVITE_TTL_MS);
  try {
    return await db.transaction(async (tx) => {
      await requireManagerTx(tx, tournamentId, user);
      const errors = new RowErrors();
      const parsed = rows.map((row, i) => {
        const rowNumber = i + 2;
        const name = cell(row, nameAt);
        const institution = cell(row, institutionAt);
        const email = cell(row, emailAt).toLowerCase();
        checkName(errors, rowNumber, 'name', name, 80);
        if (institution.length > INSTITUTION_MAX)
          errors.add(rowNumber, `The institution has more than ${INSTITUTION_MAX} characters`);
        if (email && !EMAIL.test(email)) errors.add(rowNumber, `“${email}” is not an e-mail address`);
        return { rowNumber, name, institution, email };
      });
      const seen = new Map<string, number>();
      for (const row of parsed) {
        if (!row.email) continue;
        const earlier = seen.get(row.email);
        if (earlier !== undefined) errors.add(row.rowNumber, `${row.email} is also on row ${earlier}`);
        else seen.set(row.email, row.rowNumber);
      }
      const people = await peopleByEmail(tx, tournamentId, [...seen.keys()]);
      for (const row of parsed) {
        const person = row.email ? people.get(row.email) : undefined;
        if (person?.busy) errors.add(row.rowNumber, `${row.email}: ${person.busy}`);
      }
      errors.throwIfAny();

      let registered = 0;
      const invited = [];
      for (const row of parsed) {
        const person = row.email ? people.get(row.email) : undefined;
        if (person?.judge) {
          const [adjudicator] = await tx
            .insert(tournamentAdjudicators)
            .values({ tournamentId, userId: person.id, name: row.name, institution: row.institution })
            .returning({ id: tournamentAdjudicators.id });
          // As when they register themselves: their standing conflicts become the tournament's.
          await carryJudgeConflicts(tx, tournamentId, (adjudicator as { id: string }).id, person.id);
          registered++;
          continue;
        }
        // Not an approved judge (or no account): a guest invitation, accepted while signed in.
        const token = randomBytes(32).toString('base64url');
        const [guest] = await tx
          .insert(tournamentAdjudicators)
          .values({
            tournamentId,
            name: row.name,
            institution: row.institution,
            inviteTokenHash: hashToken(token),
            inviteExpiresAt: expiresAt,
          })
          .returning({ id: tournamentAdjudicators.id });
        invited.push({
          adjudicatorId: (guest as { id: string }).id,
          name: row.name,
          inviteUrl: `${baseUrl}/tournaments/${tournamentId}/adjudicate#${token}`,
        });
      }
      return { registered, invited };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'An adjudicator of the file was registered meanwhile; nothing was imported');
    throw error;
  }
}
