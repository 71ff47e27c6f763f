/** /guidelines: Content Guidelines (ratings, what is welcome, what is not, reviews and comments). */
import { CONTENT_RATING_LABELS, POLICY, PRODUCT_NAME } from '@inkshelf/contracts';
import { LegalPage, ProseLink, type LegalSection } from '../../components/legal-page.tsx';
import { SUPPORT_EMAIL } from '../../components/site-contact.ts';

const sections: LegalSection[] = [
  {
    id: 'spirit',
    heading: 'The spirit of the place',
    body: (
      <p>
        {PRODUCT_NAME} exists so that people who love stories can share them. Write boldly, read generously and remember
        that there is a person behind every chapter and every comment. Everyone here is at least {POLICY.minimumAge},
        and many readers are teenagers: rate your work honestly so each reader finds what suits them.
      </p>
    ),
  },
  {
    id: 'ratings',
    heading: 'Rating your novel',
    body: (
      <>
        <p>Choose the rating that matches the strongest content anywhere in the novel, not just the first chapter.</p>
        <ul>
          <li>
            <strong>{CONTENT_RATING_LABELS.everyone}</strong>: no explicit content; mild peril, conflict and language
            that would suit a general audience.
          </li>
          <li>
            <strong>{CONTENT_RATING_LABELS.teen}</strong>: moderate violence, occasional strong language, non-graphic
            romance and darker themes handled with care.
          </li>
          <li>
            <strong>{CONTENT_RATING_LABELS.mature}</strong>: graphic violence, strong language throughout, explicit
            adult situations or intense themes. Only for readers 18 and older.
          </li>
        </ul>
        <p>
          When a story changes, change its rating too. Moderators may re-rate a novel that is clearly mislabelled and
          will tell the author why.
        </p>
      </>
    ),
  },
  {
    id: 'welcome',
    heading: 'What is welcome',
    body: (
      <ul>
        <li>Original fiction of any genre, finished or ongoing.</li>
        <li>Fan fiction that tells your own story with characters and worlds you love.</li>
        <li>Works in progress, experiments and first attempts: everyone starts somewhere.</li>
        <li>Author&apos;s notes that talk with your readers about the chapter.</li>
      </ul>
    ),
  },
  {
    id: 'not-allowed',
    heading: 'What is not allowed',
    body: (
      <ul>
        <li>
          Sexual content involving anyone under 18, in any form or rating. Accounts posting it are closed and reported.
        </li>
        <li>Content that promotes violence or hatred against people for who they are.</li>
        <li>Harassment, threats, or sharing someone&apos;s private information.</li>
        <li>Stories that encourage self-harm or give real instructions for seriously harming people.</li>
        <li>Copied or plagiarised work, including reposted books and unauthorised translations.</li>
        <li>Spam, advertising, chapters that only link elsewhere, and fake reviews or ratings.</li>
      </ul>
    ),
  },
  {
    id: 'sensitive-topics',
    heading: 'Writing about difficult subjects',
    body: (
      <p>
        Fiction can explore war, abuse, grief and cruelty, and some of the best stories do. Depicting something is not
        endorsing it. Use the right rating and, where it helps, a short note at the start of a chapter so readers can
        choose whether to continue.
      </p>
    ),
  },
  {
    id: 'reviews-comments',
    heading: 'Reviews and comments',
    body: (
      <>
        <p>
          Honest reviews make the site better. Criticise the story, not the person: explain what did not work for you
          and, if you can, what might. One review per novel keeps ratings fair; edit yours if your opinion changes.
        </p>
        <p>
          Keep spoilers out of reviews, stay on topic in chapter comments, and let long arguments go. Authors may remove
          comments and reviews on their own novels that break these guidelines.
        </p>
      </>
    ),
  },
  {
    id: 'copy-protection',
    heading: 'Respecting authors’ work',
    body: (
      <p>
        Chapters on {PRODUCT_NAME} cannot be copied with the usual shortcuts. This protects authors from having their
        work reposted elsewhere. Please do not work around it, and never repost someone else&apos;s chapters. If you
        find a story taken from here or from elsewhere, the <ProseLink to="/copyright">DMCA Policy</ProseLink> explains
        how the rights holder can have it removed.
      </p>
    ),
  },
  {
    id: 'enforcement',
    heading: 'When guidelines are broken',
    body: (
      <p>
        Depending on how serious it is, we may ask you to change a rating or a chapter, hide or remove content, or
        suspend or close an account, as described in the <ProseLink to="/terms">Terms of Service</ProseLink>. To report
        something or to appeal a decision, write to {SUPPORT_EMAIL} with a link to the page concerned.
      </p>
    ),
  },
];

export default function GuidelinesPage() {
  return (
    <LegalPage
      title="Content Guidelines"
      description="What may be published on Inkshelf, how content is rated, and what is not allowed."
      intro={
        <p>
          These guidelines describe what belongs on {PRODUCT_NAME} and how to label it, so that readers of every age can
          find stories that suit them and writers can share their work without fear.
        </p>
      }
      sections={sections}
    />
  );
}
