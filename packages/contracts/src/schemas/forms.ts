/**
 * Client form schemas (SPEC.md section 5) for web and desktop forms. Field values are what the inputs
 * hold (a chapter number as text, ticked genres and added tags as lists); the page turns them into request bodies.
 */
import { z } from 'zod';
import { CONTENT_WARNINGS, LIMITS } from '../constants.ts';
import { hasVisibleText } from '../format.ts';
import { MESSAGES } from '../messages.ts';
import { AuthorNoteSchema, ChapterContentSchema, ChapterStatusSchema, ChapterTitleSchema } from './chapters.ts';
import {
  CompletionStatusSchema,
  ContentRatingSchema,
  NovelDescriptionSchema,
  NovelStatusSchema,
  NovelTitleSchema,
} from './novels.ts';
import { ReviewContentSchema } from './reviews.ts';
import { TagNameSchema } from './tags.ts';
import { NewPasswordSchema, UsernameSchema } from './users.ts';

const V = MESSAGES.validation;

const FormEmailSchema = z.string().trim().pipe(z.email(V.invalidEmail));

/** Login tab of the auth dialog. */
export const LoginFormSchema = z.object({
  emailOrUsername: z.string().trim().min(1, V.emailOrUsernameRequired),
  password: z.string().min(1, V.passwordRequired),
  rememberMe: z.boolean().optional(),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** Register tab: email, password (6+), confirmation and the terms checkbox. */
export const RegisterFormSchema = z
  .object({
    email: FormEmailSchema,
    password: z.string().min(LIMITS.passwordMinRegister, V.passwordTooShort).max(LIMITS.passwordMax, V.passwordTooLong),
    confirmPassword: z.string(),
    terms: z.boolean().refine((accepted) => accepted, V.termsRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: V.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: (payload) => bothStrings(payload.value, 'password', 'confirmPassword'),
  });
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/** 'Forgot password?' dialog. */
export const PasswordResetFormSchema = z.object({ email: FormEmailSchema });
export type PasswordResetForm = z.infer<typeof PasswordResetFormSchema>;

/** Profile: change username (same rules as the server). */
export const ChangeUsernameFormSchema = z.object({ username: UsernameSchema });
export type ChangeUsernameForm = z.infer<typeof ChangeUsernameFormSchema>;

/** Profile: change password, with confirmation. */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, V.currentPasswordRequired),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: V.newPasswordsDoNotMatch,
    path: ['confirmPassword'],
    when: (payload) => bothStrings(payload.value, 'newPassword', 'confirmPassword'),
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** Genres ticked in a novel form from the site's curated list (issue 37): at least one, at most 10. */
export const GenrePicksSchema = z.array(z.string()).min(1, V.genresChoose).max(LIMITS.genresMax, V.tooManyGenres);

/** Tags added in a novel form, one chip each, checked the way the server checks them (issue 37). */
export const TagPicksSchema = z.array(TagNameSchema).max(LIMITS.tagsMax, V.tooManyTags);

/** Create and edit novel forms (status comes from the button pressed on the create page). */
export const NovelEditFormSchema = z.object({
  title: NovelTitleSchema,
  description: NovelDescriptionSchema,
  genres: GenrePicksSchema,
  tags: TagPicksSchema,
  status: NovelStatusSchema,
  contentRating: ContentRatingSchema,
  contentWarnings: z.array(z.enum(CONTENT_WARNINGS)),
  completionStatus: CompletionStatusSchema,
  coverImage: z.string().nullable().optional(),
});
export type NovelEditForm = z.infer<typeof NovelEditFormSchema>;

/**
 * The chapter editor's HTML in a form: it must show some text (an empty editor still holds '<p></p>'). Checked in
 * the author's own browser; the server checks the sanitised result instead.
 */
const EditorContentSchema = ChapterContentSchema.refine(hasVisibleText, V.chapterContentRequired);

/** Add chapter form: chapter number is digits only, empty meaning 'next'. */
export const ChapterFormSchema = z.object({
  title: ChapterTitleSchema,
  content: EditorContentSchema,
  chapterNumber: z.string().trim().regex(/^\d*$/, V.chapterNumberDigits),
  authorNote: AuthorNoteSchema,
  status: ChapterStatusSchema,
});
export type ChapterForm = z.infer<typeof ChapterFormSchema>;

/** Edit chapter form: the chapter number must be above 0. */
export const ChapterEditFormSchema = ChapterFormSchema.extend({
  chapterNumber: z
    .string()
    .trim()
    .refine((text) => /^\d+$/.test(text) && Number(text) > 0, V.chapterNumberInvalid),
});
export type ChapterEditForm = z.infer<typeof ChapterEditFormSchema>;

/** New comment box: whitespace-only is 'Comment cannot be empty.'. */
export const CommentFormSchema = z.object({
  content: z.string().trim().min(1, V.commentEmptyClient).max(LIMITS.commentMax, V.commentTooLong),
});
export type CommentForm = z.infer<typeof CommentFormSchema>;

/** Reply box: whitespace-only is 'Reply cannot be empty.'. */
export const ReplyFormSchema = z.object({
  content: z.string().trim().min(1, V.replyEmptyClient).max(LIMITS.commentMax, V.replyTooLong),
});
export type ReplyForm = z.infer<typeof ReplyFormSchema>;

/** Review form: text and a 1-5 star rating (default 5 is the form's initial value). */
export const ReviewFormSchema = z.object({
  content: ReviewContentSchema,
  rating: z
    .number({ error: V.ratingInvalid })
    .int(V.ratingInvalid)
    .min(LIMITS.ratingMin, V.ratingInvalid)
    .max(LIMITS.ratingMax, V.ratingInvalid),
});
export type ReviewForm = z.infer<typeof ReviewFormSchema>;

/** Whether two fields of a not-yet-validated object are both strings (to compare them). */
function bothStrings(value: unknown, a: string, b: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record[a] === 'string' && typeof record[b] === 'string';
}
