import { describe, expect, it } from 'vitest';
import { checkFieldRule, patternMeanings } from './patterns.ts';

const cases: Record<number, { ok: string[]; bad: string[] }> = {
  0: { ok: ['anything at all!', '中文 123'], bad: [] },
  1: { ok: ['player1', 'Abc'], bad: ['1player', 'play er', 'pl@yer'] },
  2: { ok: ['张三123', '中文'], bad: ['abc', '张 三', 'zhang三'] },
  3: { ok: ['a@b.co', 'first.last@mail.example'], bad: ['a@b', 'a b@c.d', 'plain'] },
  4: { ok: ['abc123', 'ABC'], bad: ['abc-123', 'ab c', 'ab_c'] },
  5: { ok: ['abc123', '1a'], bad: ['abcdef', '123456', 'abc 123', 'abc!23'] },
  6: { ok: ['0123456789'], bad: ['12a', '12 3', '-1'] },
  7: { ok: ['Abc123', 'ABC'], bad: ['abc123', 'Abc-123'] },
  8: { ok: ['John Smith', 'Ann'], bad: ['John3', 'Zoë', 'A-B'] },
  9: { ok: ['a-b_c!@#', 'xyz'], bad: ['a b', 'x\ty'] },
  10: { ok: ['你好，世界。', '中文！'], bad: ['hello', '中文 abc'] },
  11: { ok: ['free text'], bad: [] },
  12: { ok: ['John Smith', 'Nguyễn Văn', 'José'], bad: ['John  Smith', 'John1', 'John-Smith'] },
  13: { ok: ['free text'], bad: [] },
  14: { ok: ['abc123', 'Ñandú9'], bad: ['abc 123', 'abc-1'] },
  15: { ok: ['김철수', '한국어'], bad: ['Kim', '김 철수', '김1'] },
  16: { ok: ['สมชาย', 'ภาษาไทย'], bad: ['Somchai', 'สม ชาย', 'สม1'] },
  17: { ok: ['สมชาย Jaidee', 'John Smith'], bad: ['John3', 'สม-ชาย'] },
  18: { ok: ['JOHN SMITH', 'A'], bad: ['John Smith', 'JOHN-SMITH', 'JOHN1'] },
  19: { ok: ['P@ssw0rd!', 'abc'], bad: ['pass word', 'pässword'] },
};

const rule = (patternId: number, extra: Partial<Parameters<typeof checkFieldRule>[0]> = {}) => ({
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId,
  minLength: 1,
  maxLength: 50,
  ...extra,
});

describe('SPEC §5 pattern meanings', () => {
  it('defines every id from 0 to 19', () => {
    for (let id = 0; id <= 19; id++) expect(patternMeanings[id], String(id)).toBeInstanceOf(RegExp);
  });

  for (const [id, { ok, bad }] of Object.entries(cases)) {
    it(`pattern ${id} accepts what it means and refuses the rest`, () => {
      for (const v of ok) expect(checkFieldRule(rule(Number(id)), v), `${id}: "${v}"`).toBeNull();
      for (const v of bad) expect(checkFieldRule(rule(Number(id)), v), `${id}: "${v}"`).toBe('pattern');
    });
  }
});

describe('field rules', () => {
  it('requires a value only when the rule says so', () => {
    expect(checkFieldRule(rule(4), '')).toBe('required');
    expect(checkFieldRule(rule(4), '   ')).toBe('required');
    expect(checkFieldRule(rule(4, { required: false }), '')).toBeNull();
  });

  it('does not check a disabled field', () => {
    expect(checkFieldRule(rule(6, { enabled: false }), 'not digits')).toBeNull();
  });

  it('checks the length in characters within min and max', () => {
    expect(checkFieldRule(rule(1, { minLength: 6, maxLength: 8 }), 'abc12')).toBe('length');
    expect(checkFieldRule(rule(1, { minLength: 6, maxLength: 8 }), 'abc123456')).toBe('length');
    expect(checkFieldRule(rule(1, { minLength: 6, maxLength: 8 }), 'abc123')).toBeNull();
    expect(checkFieldRule(rule(15, { minLength: 3, maxLength: 3 }), '김철수')).toBeNull();
  });

  it('also applies acceptedPattern, where * accepts anything', () => {
    expect(checkFieldRule(rule(4, { acceptedPattern: '^[a-z]+$' }), 'ABC')).toBe('pattern');
    expect(checkFieldRule(rule(4, { acceptedPattern: '^[a-z]+$' }), 'abc')).toBeNull();
    expect(checkFieldRule(rule(4, { acceptedPattern: '*' }), 'ABC')).toBeNull();
  });

  it('trims the value first (SPEC §5: values are trimmed)', () => {
    expect(checkFieldRule(rule(1, { minLength: 3 }), '  abc  ')).toBeNull();
  });
});
