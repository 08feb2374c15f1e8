// The banks as data: every item parses against the contract, ids are unique
// and stable in shape, every item has its key and explanation, rule items cite
// a source, and every module draws from items that exist.
import { describe, expect, it } from 'vitest';
import { getItem, TRAINING_ITEMS, TRAINING_MODULES } from './bank.ts';
import { ITEM_EXPLANATION_MIN, ITEM_TYPES, TrainingItemSchema, toItemView } from './contract.ts';
import { SCORED_AREA_IDS, SKILL_IDS, TRAINING_AREAS } from './skills.ts';
import { getRubric } from './rubrics.ts';
import { ROUTES } from '../routes.ts';

describe('training banks', () => {
  it('hold at least 150 auto-scored items', () => {
    expect(TRAINING_ITEMS.length).toBeGreaterThanOrEqual(150);
  });

  it.each(TRAINING_ITEMS.map((item) => [item.id, item] as const))('%s validates against the item schema', (_id, item) => {
    const parsed = TrainingItemSchema.safeParse(item);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('gives every item a unique id', () => {
    const ids = TRAINING_ITEMS.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every item an answer key and an explanation', () => {
    for (const item of TRAINING_ITEMS) {
      expect(item.answer, item.id).toBeDefined();
      expect(item.explanation.trim().length, item.id).toBeGreaterThanOrEqual(ITEM_EXPLANATION_MIN);
    }
  });

  it('names only options and tags that exist in every key', () => {
    for (const item of TRAINING_ITEMS) {
      if (item.type === 'true-false') continue;
      const ids = new Set(item.options.map((o) => o.id));
      const keyed =
        item.type === 'multiple-choice'
          ? item.answer.optionIds
          : item.type === 'ordering'
            ? item.answer.order
            : item.type === 'tag'
              ? Object.keys(item.answer.tags)
              : [item.answer.optionId];
      for (const id of keyed) expect(ids.has(id), `${item.id} → ${id}`).toBe(true);
      if (item.type === 'tag') {
        const tags = new Set(item.tags.map((t) => t.id));
        for (const tag of Object.values(item.answer.tags)) expect(tags.has(tag), `${item.id} → ${tag}`).toBe(true);
      }
    }
  });

  it('uses every item type and covers every skill with several items', () => {
    for (const type of ITEM_TYPES)
      expect(
        TRAINING_ITEMS.some((item) => item.type === type),
        type,
      ).toBe(true);
    for (const skill of SKILL_IDS) {
      expect(TRAINING_ITEMS.filter((item) => item.skill === skill).length, skill).toBeGreaterThanOrEqual(4);
    }
  });

  it('cites a source for every item that states a format rule', () => {
    for (const item of TRAINING_ITEMS) {
      if (item.formatId || item.skill === 'format-rules') expect(item.source, item.id).toBeTruthy();
    }
    // The POI items that state a rule (rather than a technique) cite it too.
    for (const id of ['poi-what-is', 'poi-protected', 'poi-how-long', 'poi-tf-reply', 'poi-tf-decline']) {
      expect(getItem(id)?.source, id).toBeTruthy();
    }
  });

  it('never shows the steps of an ordering item already in order', () => {
    for (const item of TRAINING_ITEMS) {
      if (item.type !== 'ordering') continue;
      expect(
        item.options.map((o) => o.id),
        item.id,
      ).not.toEqual(item.answer.order);
    }
  });

  it('letters options as shown, so an option id does not give the answer away', () => {
    for (const item of TRAINING_ITEMS) {
      if (item.type === 'true-false') continue;
      expect(
        item.options.map((o) => o.id),
        item.id,
      ).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].slice(0, item.options.length));
    }
    const keys = TRAINING_ITEMS.flatMap((item) => (item.type === 'single-choice' ? [item.answer.optionId] : []));
    for (const letter of ['a', 'b', 'c', 'd']) {
      expect(keys.filter((key) => key === letter).length, letter).toBeGreaterThan(keys.length / 8);
    }
  });

  it('does not repeat an option within an item', () => {
    for (const item of TRAINING_ITEMS) {
      if (item.type === 'true-false') continue;
      const texts = item.options.map((o) => o.text);
      expect(new Set(texts).size, item.id).toBe(texts.length);
    }
  });

  it('keeps the key and the explanation out of the item view', () => {
    for (const item of TRAINING_ITEMS) {
      const view = toItemView(item) as Record<string, unknown>;
      expect(view.answer).toBeUndefined();
      expect(view.explanation).toBeUndefined();
      expect(view.prompt).toBe(item.prompt);
    }
  });
});

describe('training areas and modules', () => {
  it('names the nine areas by their routes', () => {
    expect(TRAINING_AREAS).toHaveLength(9);
    const routeIds = new Set(ROUTES.map((route) => route.id));
    for (const area of TRAINING_AREAS) expect(routeIds.has(area.routeId), area.routeId).toBe(true);
    expect(SCORED_AREA_IDS).not.toContain('dashboard');
    expect(SCORED_AREA_IDS).not.toContain('history');
  });

  it('gives every scored area a module, with unique ids', () => {
    const ids = TRAINING_MODULES.map((module) => module.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const area of SCORED_AREA_IDS)
      expect(
        TRAINING_MODULES.some((module) => module.area === area),
        area,
      ).toBe(true);
  });

  it('draws every module from items that exist, enough for an attempt', () => {
    for (const module of TRAINING_MODULES) {
      for (const id of module.itemIds) expect(getItem(id), `${module.id} → ${id}`).toBeDefined();
      expect(module.itemIds.length, module.id).toBeGreaterThanOrEqual(module.itemsPerAttempt);
      if (module.rubricId && module.rubricId !== 'research-checklist')
        expect(getRubric(module.rubricId), module.id).toBeDefined();
    }
  });

  it('places every item in at least one module', () => {
    const used = new Set(TRAINING_MODULES.filter((m) => m.kind !== 'assessment').flatMap((m) => m.itemIds));
    const unused = TRAINING_ITEMS.filter((item) => !used.has(item.id)).map((item) => item.id);
    expect(unused).toEqual([]);
  });
});
