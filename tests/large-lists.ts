// The public lists at scale, for the query-plan test and the search benchmark (ADR 0027):
// debates, clubs, events and topics made inside PostgreSQL (insert … select
// generate_series), their texts drawn from 100 civic words so that one word is in
// about 2% of the rows of a column, RARE_WORD and SHORT_WORD in about 0.1%. One topic
// in a thousand is filed under the area RARE_AREA_WORD names, the others under other
// areas. Debates run from finished through live to scheduled, as the default order
// sorts them; events are all upcoming, the worst case for their list.
import type pg from 'pg';

/** A word in one row of a thousand (debates: in the title of one, the motion of another). */
export const RARE_WORD = 'quorum';
/** A word under three letters, in the motion of one debate in a thousand. */
export const SHORT_WORD = 'EU';
/** A word of the label of the area one topic in a thousand is filed under (international affairs). */
export const RARE_AREA_WORD = 'affairs';
/** A word in about one row of fifty of each column it is drawn for. */
export const COMMON_WORD = 'vaccine';

const WORDS = `array['climate','housing','energy','nuclear','education','school','university','tuition','health','vaccine',
  'insurance','hospital','democracy','election','voting','referendum','parliament','senate','monarchy','republic',
  'economy','taxes','wealth','minimum','wage','union','labour','automation','robots','artificial',
  'intelligence','privacy','surveillance','internet','social','media','censorship','speech','press','journalism',
  'justice','prison','police','courts','jury','death','penalty','drugs','cannabis','alcohol',
  'immigration','borders','refugees','asylum','citizenship','language','culture','museums','heritage','sport',
  'football','olympics','doping','transport','railways','cars','cycling','aviation','tourism','cities',
  'rent','mortgage','zoning','farming','meat','vegan','fishing','oceans','forests','wildlife',
  'space','mars','science','research','animals','zoos','religion','secular','marriage','family',
  'children','elderly','pensions','military','conscription','alliances','trade','tariffs','currency','banks']`;

export interface LargeListCounts {
  debates: number;
  clubs?: number;
  events?: number;
  topics?: number;
}

/** Inserts the rows, then VACUUM ANALYZE: the statistics and visibility map autovacuum would keep. */
export async function seedLargeLists(client: pg.Client, counts: LargeListCounts): Promise<void> {
  const { debates, clubs = 0, events = 0, topics = 0 } = counts;
  const half = Math.floor(debates / 2);
  await client.query(`
    insert into debates (title, description, topic, format, debate_type, venue_type, starts_at, max_participants, status)
    select 'Debate ' || i || ': ' || w[1 + i % 100] || ' and ' || w[1 + (i / 100) % 100]
        || case when i % 1000 = 0 then ' ${RARE_WORD}' else '' end,
      '', 'This house would reform ' || w[1 + (i * 7) % 100] || ' ' || w[1 + (i * 13 / 100) % 100]
        || case when i % 1000 = 500 then ' ${RARE_WORD}' when i % 1000 = 250 then ' in the ${SHORT_WORD}' else '' end,
      (array['standard','oxford','parliamentary','lincoln-douglas'])[1 + i % 4], (array['quick','competitive','practice'])[1 + i % 3],
      'in-person', now() + ((i - ${half}) || ' minutes')::interval, 2,
      case when i < ${half} then (case when i % 10 = 0 then 'cancelled' else 'finished' end)
        when i < ${half} + 5 then 'live' else 'scheduled' end
    from generate_series(1, ${debates}) i, (select ${WORDS} w) words;
    insert into clubs (name, description, location, member_count, created_at)
    select initcap(w[1 + i % 100]) || ' ' || initcap(w[1 + (i / 100) % 100]) || ' Society ' || i,
      'We argue about ' || w[1 + (i * 7) % 100] || ' and ' || w[1 + (i * 13 / 100) % 100]
        || case when i % 1000 = 0 then ', with a ${RARE_WORD}' else '' end || '.',
      'Town ' || (i % 300), i % 40, now() - (i || ' minutes')::interval
    from generate_series(1, ${clubs}) i, (select ${WORDS} w) words;
    insert into events (title, description, location, date_start, date_end, created_at)
    select initcap(w[1 + i % 100]) || ' ' || initcap(w[1 + (i / 100) % 100]) || ' Open ' || i,
      '<p>Rounds on ' || w[1 + (i * 7) % 100] || ' and ' || w[1 + (i * 13 / 100) % 100]
        || case when i % 1000 = 0 then ', ${RARE_WORD} rules' else '' end || '.</p>',
      'Hall ' || (i % 200), now() + ((i - 10) || ' hours')::interval,
      now() + ((i - 10) || ' hours')::interval + interval '6 hours', now() - (i || ' minutes')::interval
    from generate_series(1, ${events}) i, (select ${WORDS} w) words;
    insert into topics (title, description, category, status, created_at)
    select 'Should we reform ' || w[1 + i % 100] || ' ' || w[1 + (i / 100) % 100]
        || case when i % 1000 = 0 then ' ${RARE_WORD}' else '' end || ' ' || i || '?',
      '', case when i % 1000 = 0 then 'international'
        else (array['democracy','economy','education','environment','health','justice','technology','housing','culture'])[1 + i % 9] end,
      case when i % 10 = 5 then 'pending' else 'approved' end, now() - (i || ' minutes')::interval
    from generate_series(1, ${topics}) i, (select ${WORDS} w) words;`);
  await client.query('vacuum analyze');
}
