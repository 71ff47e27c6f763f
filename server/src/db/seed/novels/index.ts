import type { DemoNovel } from './types.ts';
import { novel as afterTheLongWinter } from './after-the-long-winter.ts';
import { novel as ashesOfTheVerdantCourt } from './ashes-of-the-verdant-court.ts';
import { novel as lettersToTheLighthouse } from './letters-to-the-lighthouse.ts';
import { novel as neonSaints } from './neon-saints.ts';
import { novel as orbitOfSmallThings } from './orbit-of-small-things.ts';
import { novel as starlightSalvageCompany } from './starlight-salvage-company.ts';
import { novel as teaAndThunder } from './tea-and-thunder-at-bramble-end.ts';
import { novel as cartographersApprentice } from './the-cartographers-apprentice.ts';
import { novel as lastTrainToVellmark } from './the-last-train-to-vellmark.ts';
import { novel as lanternKeeper } from './the-lantern-keepers-daughter.ts';
import { novel as quietAtHarrowmere } from './the-quiet-at-harrowmere.ts';
import { novel as seventhFloorBakery } from './the-seventh-floor-bakery.ts';
import { novel as whatTheWellRemembers } from './what-the-well-remembers.ts';

export type { DemoAuthorKey, DemoChapter, DemoNovel } from './types.ts';

export const demoNovels: DemoNovel[] = [
  lanternKeeper,
  orbitOfSmallThings,
  quietAtHarrowmere,
  teaAndThunder,
  neonSaints,
  afterTheLongWinter,
  cartographersApprentice,
  lettersToTheLighthouse,
  whatTheWellRemembers,
  seventhFloorBakery,
  starlightSalvageCompany,
  ashesOfTheVerdantCourt,
  lastTrainToVellmark,
];
