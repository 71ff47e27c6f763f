/**
 * Seeded, varied prose for the bench: sentences drawn word by word from a vocabulary of a few hundred words by a
 * seeded generator, so no two paragraphs repeat and the text compresses about as well as real prose does (one
 * paragraph repeated would compress a hundredfold and flatter every byte figure).
 */
import { mulberry32 } from '../src/db/seed/random.ts';

/** The bench's seeded random source (the demo covers' generator). */
export const seededRandom = mulberry32;

const FUNCTION_WORDS = (
  'the a an and of to in she he it was her his that with for on as at by from they had not but were said ' +
  'into over under through before after while when where which who would could should there their them then ' +
  'this these those than only even still just once again yet so if or because until'
).split(' ');

/** Content words; the scale seed also builds titles and search queries from them. */
export const VOCABULARY = (
  'lantern harbour letter ink road river winter door window light shadow morning evening night quiet silver ' +
  'grey salt stone rope boat ship sail wind rain tide mother father sister brother captain keeper stranger ' +
  'child voice hand face eyes heart name story tower garden forest mountain valley bridge city market street ' +
  'kingdom empire throne crown sword shield dragon witch wizard spell curse blood bone ash ember flame fire ' +
  'frost ice snow storm thunder lightning star moon sun sky cloud mist fog dawn dusk twilight midnight shore ' +
  'island sea ocean wave reef cliff cave tunnel mine forge anvil hammer blade arrow bow spear armour helm ' +
  'banner army soldier knight squire queen king prince princess duke lord lady servant thief merchant scholar ' +
  'library book page map compass journey quest promise secret lie truth memory dream nightmare ghost spirit ' +
  'god goddess temple shrine altar priest oath vow debt price bargain contract war peace treaty border gate ' +
  'wall keep castle hall chamber cellar attic roof chimney hearth kettle bread wine apple orchard field ' +
  'meadow wheat barley horse wolf raven owl fox hound cat serpent spider moth lily rose thorn ivy oak willow ' +
  'ancient broken hidden lost forgotten silent burning frozen golden crimson scarlet hollow bitter sweet ' +
  'gentle cruel wild last first second only endless restless wandering sleeping waking fallen rising ' +
  'remembered waited listened answered carried folded opened closed turned looked watched walked ran ' +
  'whispered shouted laughed wept fought kissed promised forgave betrayed followed vanished returned'
).split(' ');

function sentence(random: () => number): string {
  const words = Array.from({ length: 6 + Math.floor(random() * 16) }, () =>
    random() < 0.45
      ? FUNCTION_WORDS[Math.floor(random() * FUNCTION_WORDS.length)]!
      : VOCABULARY[Math.floor(random() * VOCABULARY.length)]!,
  );
  const text = words.join(' ');
  const end = random();
  return text.charAt(0).toUpperCase() + text.slice(1) + (end < 0.12 ? '?' : end < 0.2 ? '!' : '.');
}

/** Paragraphs of 2-7 sentences adding up to about `characters` characters. */
export function proseParagraphs(random: () => number, characters: number): string[] {
  const paragraphs: string[] = [];
  let length = 0;
  while (length < characters) {
    const count = 2 + Math.floor(random() * 6);
    const paragraph = Array.from({ length: count }, () => sentence(random)).join(' ');
    paragraphs.push(paragraph);
    length += paragraph.length + 7;
  }
  return paragraphs;
}
