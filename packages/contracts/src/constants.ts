/**
 * Business constants and limits of the product (SPEC.md sections 1, 4, 5 and 9, plus the limits decided in
 * issues 3 and 4). Everything here is plain data so web, desktop, api-client and server share one copy.
 */

/** The product's name (the spec writes 'the product' where the name goes). */
export const PRODUCT_NAME = 'Inkshelf';

/** Page title: the product name followed by 'Web Novel Platform'. */
export const PAGE_TITLE = `${PRODUCT_NAME} - Web Novel Platform`;

/** Novel publication states. */
export const NOVEL_STATUSES = ['draft', 'published'] as const;
export type NovelStatus = (typeof NOVEL_STATUSES)[number];

/**
 * How far along a novel's story is, set by its author (issue 19). Not the publication `status` (draft/published):
 * a published novel can be ongoing, completed, on hiatus or dropped.
 */
export const COMPLETION_STATUSES = ['ongoing', 'completed', 'hiatus', 'dropped'] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];

/** A reader's library shelves (issue 19), in the order the Library page shows them. */
export const LIBRARY_SHELVES = ['reading', 'plan-to-read', 'completed', 'dropped'] as const;
export type LibraryShelf = (typeof LIBRARY_SHELVES)[number];
export const LIBRARY_SHELF_LABELS: Record<LibraryShelf, string> = {
  reading: 'Reading',
  'plan-to-read': 'Plan to read',
  completed: 'Completed',
  dropped: 'Dropped',
};

/** Labels of the completion-status badge and the novel forms' select. */
export const COMPLETION_STATUS_LABELS = {
  ongoing: 'Ongoing',
  completed: 'Completed',
  hiatus: 'On hiatus',
  dropped: 'Dropped',
} as const satisfies Record<CompletionStatus, string>;

/** Chapter publication states: draft, then published (now, or at `publishAt` while scheduled). */
export const CHAPTER_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type ChapterStatus = (typeof CHAPTER_STATUSES)[number];

/** How far ahead a chapter may be scheduled (issue 33). */
export const RELEASE = { maxAheadDays: 365 } as const;

/** Content ratings a novel can carry. */
export const CONTENT_RATINGS = ['everyone', 'teen', 'mature'] as const;
export type ContentRating = (typeof CONTENT_RATINGS)[number];

/** Labels of the content-rating radios and static pages. */
export const CONTENT_RATING_LABELS = {
  everyone: 'Everyone',
  teen: 'Teen (13+)',
  mature: 'Mature (18+)',
} as const satisfies Record<ContentRating, string>;

/** Content warnings an author picks from (issue 37), in the order pages list them. */
export const CONTENT_WARNINGS = [
  'violence',
  'graphic-violence',
  'sexual-content',
  'profanity',
  'self-harm',
  'suicide',
  'abuse',
  'substance-use',
] as const;
export type ContentWarning = (typeof CONTENT_WARNINGS)[number];

export const CONTENT_WARNING_LABELS = {
  violence: 'Violence',
  'graphic-violence': 'Graphic violence',
  'sexual-content': 'Sexual content',
  profanity: 'Strong language',
  'self-harm': 'Self-harm',
  suicide: 'Suicide',
  abuse: 'Abuse',
  'substance-use': 'Drug and alcohol use',
} as const satisfies Record<ContentWarning, string>;

/** Fields `GET /api/novels` can sort by. */
export const NOVEL_SORT_FIELDS = ['viewCount', 'bookmarkCount', 'rating'] as const;
export type NovelSortField = (typeof NOVEL_SORT_FIELDS)[number];

/** Labels of the ranking page's 'Sort by:' select. */
export const NOVEL_SORT_LABELS = {
  viewCount: 'Views',
  bookmarkCount: 'Bookmarks',
  rating: 'Rating',
} as const satisfies Record<NovelSortField, string>;

/**
 * Fields `GET /api/novels` and the Browse/Search filter panel can sort by (issue 19): the ranking's fields plus the
 * last update and the length. The ranking page keeps NOVEL_SORT_FIELDS.
 */
export const NOVEL_LIST_SORT_FIELDS = [...NOVEL_SORT_FIELDS, 'updatedAt', 'wordCount'] as const;
export type NovelListSortField = (typeof NOVEL_LIST_SORT_FIELDS)[number];

/** Labels of the filter panel's sort select. */
export const NOVEL_LIST_SORT_LABELS = {
  ...NOVEL_SORT_LABELS,
  updatedAt: 'Last updated',
  wordCount: 'Length',
} as const satisfies Record<NovelListSortField, string>;

/** Sort directions. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Defaults of section 9. */
export const DEFAULTS = {
  novelStatus: 'draft',
  completionStatus: 'ongoing',
  chapterStatus: 'draft',
  contentRating: 'everyone',
  reviewRating: 5,
  rankingSortBy: 'viewCount',
  rankingSortOrder: 'desc',
} as const satisfies {
  novelStatus: NovelStatus;
  completionStatus: CompletionStatus;
  chapterStatus: ChapterStatus;
  contentRating: ContentRating;
  reviewRating: number;
  rankingSortBy: NovelSortField;
  rankingSortOrder: SortOrder;
};

/** Page sizes, lengths and bounds. Character counts are UTF-16 code units (JavaScript string length). */
export const LIMITS = {
  /** Items in each home-page list (latest, top, latest updates). */
  homeList: 10,
  chaptersPerPage: 50,
  searchPageSize: 12,
  /** Authors a search lists beside its novels (issue 37). */
  authorSearchPageSize: 6,
  /** How many novels the original client fetched to filter locally. */
  searchFetch: 100,
  genrePageSize: 12,
  /** Author dashboard comments and reviews tabs. */
  dashboardPageSize: 10,
  readingHistory: 50,
  rankingSkeletonRows: 10,
  /** Largest `limit` any list call accepts. */
  maxPageSize: 100,
  /** Default `limit` of `GET /api/novels` (browse asks without one and expects everything it can get). */
  novelListDefault: 100,
  /** Latest-updates items show at least this many chapters each. */
  latestUpdateChapters: 2,
  /**
   * Replies a chain may hold below its top-level comment: a top-level comment and five replies, each answering
   * the one before, are allowed; a reply to the fifth reply is refused. It is also the deepest display depth
   * (a top-level comment is shown at display depth 0, its replies at 1 to 5).
   */
  maxReplyDepth: 5,
  /** Most indentation of a reply, in spacing units (4 per display depth, so depths 4 and 5 share it). */
  indentationCap: 16,
  titleMin: 3,
  titleMax: 100,
  /**
   * Longest comparison key of a title (names.ts `nameKey`): compatibility forms can spell one character out as
   * up to 18 (U+FDFA), so the key is bounded to keep its unique-index entry small.
   */
  titleKeyMax: 400,
  descriptionMin: 20,
  descriptionMax: 2000,
  genresMax: 10,
  genreMaxLength: 40,
  /** Tags (issue 37): per novel, their length, and the suggestions one autocomplete answer holds. */
  tagsMax: 20,
  tagMaxLength: 40,
  tagSuggestions: 10,
  /** Genres one filter (`genres` or `excludeGenres`, or a saved default) may name; tags likewise. */
  filterGenresMax: 20,
  /** Largest `minWords`/`maxWords` of the novel filters. */
  filterWordsMax: 100_000_000,
  /** Largest `updatedWithin` (days) of the novel filters: ten years. */
  filterDaysMax: 3650,
  commentMax: 5000,
  reviewMin: 1,
  reviewMax: 5000,
  ratingMin: 1,
  ratingMax: 5,
  chapterContentMax: 500_000,
  chapterTitleMax: 200,
  authorNoteMax: 5000,
  usernameMin: 3,
  usernameMax: 30,
  emailMax: 254,
  /** Longest accepted login identifier (an email at most). */
  emailOrUsernameMax: 254,
  passwordMinRegister: 6,
  passwordMinChange: 8,
  /** Longer passwords are refused before hashing. */
  passwordMax: 1024,
  resetTokenMax: 512,
  searchQueryMax: 200,
  /** Ids are PostgreSQL integers; anything larger can never exist. */
  maxId: 2_147_483_647,
  coverMaxBytes: 2 * 1024 * 1024,
  /** Base64 length of a cover just under coverMaxBytes, plus room for a data-URL prefix. */
  coverMaxDataLength: 4 * Math.ceil((2 * 1024 * 1024) / 3) + 100,
  readingCharsPerMinute: 1000,
} as const;

/** Cover processing (section 5): cropped and scaled to 300x450, JPEG at quality 0.95. */
export const COVER = {
  width: 300,
  height: 450,
  format: 'jpeg',
  quality: 0.95,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** TanStack Query defaults (section 9): no retries, no refetch on focus, no polling, never stale. */
export const QUERY_DEFAULTS = {
  retry: false,
  refetchOnWindowFocus: false,
  refetchInterval: false,
  staleTime: Number.POSITIVE_INFINITY,
} as const;

/** Per-query cache times in milliseconds (section 9); spread into query options. */
export const CACHE_TIMES = {
  currentUser: {
    staleTime: 5 * MINUTE,
    gcTime: 30 * MINUTE,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  },
  latestNovels: { staleTime: 5 * MINUTE },
  topNovels: { staleTime: 5 * MINUTE },
  readingProgress: { staleTime: 1 * MINUTE },
  latestChapters: { staleTime: 0 },
  authorLookup: { staleTime: 5 * MINUTE },
  novel: { staleTime: 5 * MINUTE },
  author: { staleTime: 5 * MINUTE },
  chapter: { staleTime: 5 * MINUTE },
  browse: { staleTime: 1 * MINUTE },
  ranking: { staleTime: 5 * MINUTE },
  /** The genres index (not in the spec): counts change only when novels are published or edited. */
  genres: { staleTime: 5 * MINUTE },
  authorProfile: { staleTime: 5 * MINUTE },
  comments: { staleTime: 1 * MINUTE },
  bookmarks: { staleTime: 60 * SECOND },
  reviews: { staleTime: 5 * MINUTE },
} as const;

/** Reading page settings (section 9). Fonts are in the spec's order. */
export const READER = {
  fonts: [
    'Georgia',
    'Times New Roman',
    'Arial',
    'Verdana',
    'Helvetica',
    'Courier New',
    'Garamond',
    'Trebuchet MS',
    'Palatino',
    'Bookman',
  ],
  defaultFont: 'Georgia',
  fontSize: { default: 18, min: 12, max: 24, step: 1 },
  settingsAutoHideMs: 2 * SECOND,
  progressSaveDelayMs: 2 * SECOND,
  draftAutosaveMs: 30 * SECOND,
} as const;
export type ReaderFont = (typeof READER.fonts)[number];

/** Toasts: one at a time, 5 s, swipe right past 50 px, F8 hotkey, removed 1,000,000 ms after dismissal. */
export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: ['F8'],
  viewportMaxWidthPx: 420,
  removeDelayMs: 1_000_000,
  variants: ['default', 'destructive'],
} as const;

/** Theme persistence and the dark-mode page filter (section 4). */
export const THEME = {
  storageKey: 'vite-ui-theme',
  themes: ['light', 'dark'],
  defaultTheme: 'light',
  darkModeStorageKey: 'darkMode',
  darkModeValues: ['enabled', 'disabled'],
  defaultDarkMode: 'disabled',
  darkFilter: { brightness: 90, contrast: 95, sepia: 10 },
} as const;
export type Theme = (typeof THEME.themes)[number];
export type DarkMode = (typeof THEME.darkModeValues)[number];

/** Width in pixels below which the mobile layout applies. */
export const MOBILE_BREAKPOINT = 768;

/** Root margin used to start loading cover images early. */
export const LAZY_IMAGE_MARGIN = '50px';
/** How many covers of a grid or row load at once, at high priority: the first row on a wide screen (issue 37). */
export const ABOVE_THE_FOLD_COVERS = 4;

/** Grid and card sizes (sections 2 and 9). */
export const LAYOUT = {
  browseMinColumns: 2,
  browseMaxColumns: 5,
  authorGridColumns: 4,
  cardGenresDesktop: 3,
  cardGenresMobile: 2,
} as const;

/** Facts stated by the static pages. */
export const POLICY = {
  minimumAge: 13,
  takedownHours: 24,
  effectiveDate: 'May 20, 2025',
  paywall: false,
  adSupported: true,
} as const;

/** Generated usernames: 'Reader' followed by a number from 100 to 999. */
export const GENERATED_USERNAME = {
  prefix: 'Reader',
  min: 100,
  max: 999,
} as const;

/** Defaults of the original third-party auth client (section 9); kept for reference by clients. */
export const AUTH_CLIENT = {
  heartbeatMs: 30 * SECOND,
  requestTimeoutMs: 10 * SECOND,
  reconnectBackoffMs: [1 * SECOND, 2 * SECOND, 5 * SECOND, 10 * SECOND],
  sessionRefreshMarginMs: 90 * SECOND,
  storageListLimit: 100,
} as const;
