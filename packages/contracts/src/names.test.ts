import { describe, expect, it } from 'vitest';
import { splitGenres } from './format.ts';
import { MESSAGES } from './messages.ts';
import { hasInvisibleCharacters, nameKey } from './names.ts';
import { NovelEditFormSchema } from './schemas/forms.ts';
import { GenresSchema, NovelCreateBodySchema, NovelTitleSchema, NovelUpdateBodySchema } from './schemas/novels.ts';
import { ChangeUsernameBodySchema, RegisterBodySchema, UsernameSchema } from './schemas/users.ts';
import { issuesOf, parse } from './test-helpers.ts';

const V = MESSAGES.validation;

/** Look-alike tricks: each inserts or swaps characters that do not show, or show like others. */
const INVISIBLE = {
  'zero-width space': '\u200B',
  'zero-width non-joiner': '\u200C',
  'zero-width joiner': '\u200D',
  'word joiner': '\u2060',
  'right-to-left override': '\u202E',
  'left-to-right override': '\u202D',
  'right-to-left isolate': '\u2067',
  'pop directional isolate': '\u2069',
  'right-to-left mark': '\u200F',
  'soft hyphen': '\u00AD',
  'byte order mark': '\uFEFF',
  'Arabic letter mark': '\u061C',
  'interlinear annotation anchor': '\uFFF9',
  'tag letter': '\u{E0041}',
  tab: '\t',
  newline: '\n',
  'carriage return': '\r',
  escape: '\u001B',
  delete: '\u007F',
  'next line (C1)': '\u0085',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
  'lone high surrogate': '\uD800',
  'lone low surrogate': '\uDC00',
} as const;
const tricks = Object.entries(INVISIBLE);

describe('hasInvisibleCharacters', () => {
  it.each(tricks)('finds a %s', (_name, character) => {
    expect(hasInvisibleCharacters(`The${character}Gate`)).toBe(true);
  });

  it('lets visible text through, emoji sequences and accents included', () => {
    for (const text of ['The Gate', 'Drágon 龍 🐉', 'Café', '❤️', 'ｆｕｌｌｗｉｄｔｈ', 'a\u00A0b', '👍🏽']) {
      expect(hasInvisibleCharacters(text), text).toBe(false);
    }
  });

  it('stays linear on large adversarial input', () => {
    const started = performance.now();
    expect(hasInvisibleCharacters('a'.repeat(1_000_000) + '\u200B')).toBe(true);
    expect(hasInvisibleCharacters('\uD83D\uDC09'.repeat(500_000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('nameKey', () => {
  it('folds case, compatibility forms, accent forms and whitespace runs', () => {
    const key = nameKey('The Gate');
    expect(key).toBe('the gate');
    for (const alike of [
      'THE GATE',
      'the gate',
      'Ｔｈｅ Ｇａｔｅ', // fullwidth letters
      'Ｔｈｅ\u3000Ｇａｔｅ', // ideographic space
      'The\u00A0Gate', // no-break space
      'The  Gate', // two spaces render as one
      'T\u200Bhe Gate', // zero-width space (refused on input; legacy rows still fold)
      '\u202EThe Gate', // right-to-left override
      'The Gat\u00ADe', // soft hyphen
      '𝐓𝐡𝐞 𝐆𝐚𝐭𝐞', // mathematical bold
    ]) {
      expect(nameKey(alike), alike).toBe(key);
    }
  });

  it('treats composed and decomposed accents as one', () => {
    expect(nameKey('Cafe\u0301')).toBe(nameKey('Café'));
    expect(nameKey('CAFÉ')).toBe('café');
  });

  it('does a full case fold: sharp s, final sigma, ligatures', () => {
    expect(nameKey('Straße')).toBe('strasse');
    expect(nameKey('STRAẞE')).toBe('strasse');
    expect(nameKey('STRASSE')).toBe('strasse');
    expect(nameKey('ΟΔΟΣ')).toBe(nameKey('οδοσ'));
    expect(nameKey('οδος')).toBe(nameKey('ΟΔΟΣ'));
    expect(nameKey('ﬁre')).toBe('fire');
    expect(nameKey('Ǆemal')).toBe('džemal');
  });

  it('keeps names that differ in what shows apart', () => {
    expect(nameKey('The Gate')).not.toBe(nameKey('The Gates'));
    expect(nameKey('Cafe')).not.toBe(nameKey('Café'));
    expect(nameKey('龍')).not.toBe(nameKey('竜'));
  });

  it('is stable: the key of a key is itself', () => {
    for (const name of ['Straße', 'Ｔｈｅ Ｇａｔｅ', 'ΟΔΟΣ', 'İstanbul', 'Cafe\u0301', 'ﷺ']) {
      expect(nameKey(nameKey(name)), name).toBe(nameKey(name));
    }
  });
});

describe('NovelTitleSchema', () => {
  it('normalizes to NFC after trimming', () => {
    expect(parse(NovelTitleSchema, '  Cafe\u0301 Stories ')).toBe('Café Stories');
    expect(parse(NovelTitleSchema, 'Ｔｈｅ Ｇａｔｅ')).toBe('Ｔｈｅ Ｇａｔｅ');
  });

  it.each(tricks)('refuses a %s inside a title', (_name, character) => {
    expect(issuesOf(NovelTitleSchema, `The${character}Gate`)).toEqual([`: ${V.invisibleCharacters('Title')}`]);
  });

  it('trims surrounding whitespace, BOM included, before looking', () => {
    expect(parse(NovelTitleSchema, '\uFEFF\tThe Gate\n')).toBe('The Gate');
  });

  it('says which rule failed first: invisible characters, then length', () => {
    expect(issuesOf(NovelTitleSchema, 'a\u200Bb')).toEqual([`: ${V.invisibleCharacters('Title')}`]);
    expect(issuesOf(NovelTitleSchema, 'ab')).toEqual([`: ${V.titleTooShort}`]);
  });

  it('measures length after NFC', () => {
    expect(parse(NovelTitleSchema, 'e\u0301'.repeat(100))).toBe('é'.repeat(100));
  });

  it('bounds the comparison key of titles that compatibility forms spell out', () => {
    expect(issuesOf(NovelTitleSchema, 'ﷺ'.repeat(30))).toEqual([`: ${V.titleKeyTooLong}`]);
    expect(parse(NovelTitleSchema, 'ﷺ'.repeat(20))).toBe('ﷺ'.repeat(20));
  });

  it('is used by create and update bodies and the novel form', () => {
    const body = { title: 'A\u202EB title', description: 'x'.repeat(20), genres: ['Fantasy'] };
    const issue = `title: ${V.invisibleCharacters('Title')}`;
    expect(issuesOf(NovelCreateBodySchema, body)).toEqual([issue]);
    expect(issuesOf(NovelUpdateBodySchema, { title: body.title })).toEqual([issue]);
    expect(
      issuesOf(NovelEditFormSchema, {
        ...body,
        tags: [],
        status: 'draft',
        contentRating: 'everyone',
        contentWarnings: [],
        completionStatus: 'ongoing',
      }),
    ).toEqual([issue]);
  });
});

describe('UsernameSchema', () => {
  it('normalizes to NFC (an ASCII name stays as it is)', () => {
    expect(parse(UsernameSchema, ' night_owl ')).toBe('night_owl');
  });

  it.each(tricks)('refuses a %s with a message naming the field', (_name, character) => {
    expect(issuesOf(UsernameSchema, `night${character}owl`)).toEqual([`: ${V.invisibleCharacters('Username')}`]);
  });

  it('refuses look-alike letters: fullwidth, decomposed accents, Cyrillic', () => {
    for (const name of ['ｎｉｇｈｔｏｗｌ', 'Jose\u0301', 'nightоwl']) {
      expect(issuesOf(UsernameSchema, name), name).toEqual([`: ${V.usernameCharacters}`]);
    }
  });

  it('applies to registration and the username change', () => {
    const issue = `username: ${V.invisibleCharacters('Username')}`;
    const register = { email: 'a@example.test', password: 'secret1', username: 'a\u200Bbc' };
    expect(issuesOf(RegisterBodySchema, register)).toEqual([issue]);
    expect(issuesOf(ChangeUsernameBodySchema, { username: '\u202Eabc' })).toEqual([issue]);
  });
});

describe('genres', () => {
  it('are NFC and deduplicated by their comparison key', () => {
    expect(parse(GenresSchema, ['Roma\u0301ntico', 'Romántico', 'ＦＡＮＴＡＳＹ', 'fantasy'])).toEqual([
      'Romántico',
      'ＦＡＮＴＡＳＹ',
    ]);
    expect(splitGenres('Cafe\u0301, café ,CAFÉ')).toEqual(['Café']);
  });

  it.each(tricks)('refuse a %s inside a genre', (_name, character) => {
    expect(issuesOf(GenresSchema, ['Fantasy', `Sci${character}Fi`])).toEqual([`1: ${V.invisibleCharacters('Genres')}`]);
  });

  it('refuse a tab or newline inside a genre, trimming them around it', () => {
    expect(issuesOf(GenresSchema, 'Sci\tFi')).toEqual([`0: ${V.invisibleCharacters('Genres')}`]);
    expect(issuesOf(GenresSchema, ['Sci\nFi'])).toEqual([`0: ${V.invisibleCharacters('Genres')}`]);
    expect(parse(GenresSchema, '\tFantasy\n')).toEqual(['Fantasy']);
  });

  it('are checked the same way in the novel form', () => {
    const form = {
      title: 'A Title',
      description: 'x'.repeat(20),
      genres: ['Fantasy'],
      tags: ['Sci\u200BFi'],
      status: 'draft',
      contentRating: 'everyone',
      contentWarnings: [],
      completionStatus: 'ongoing',
    };
    expect(issuesOf(NovelEditFormSchema, form)).toEqual([`tags.0: ${V.invisibleCharacters('Tags')}`]);
  });
});
