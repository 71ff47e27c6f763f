/** /terms: Terms of Service (original Inkshelf text; policy facts from contracts' POLICY). */
import { CONTENT_RATING_LABELS, POLICY, PRODUCT_NAME } from '@inkshelf/contracts';
import { LegalPage, ProseLink, type LegalSection } from '../../components/legal-page.tsx';
import { SUPPORT_EMAIL } from '../../components/site-contact.ts';

const sections: LegalSection[] = [
  {
    id: 'agreement',
    heading: 'The agreement',
    body: (
      <>
        <p>
          These terms are the agreement between you and {PRODUCT_NAME} for using the website, the author dashboard and
          the desktop writing studio. By reading, creating an account or publishing on {PRODUCT_NAME} you accept them.
          If you do not agree, please do not use the service.
        </p>
        <p>
          Our <ProseLink to="/privacy">Privacy Policy</ProseLink>,{' '}
          <ProseLink to="/guidelines">Content Guidelines</ProseLink> and{' '}
          <ProseLink to="/copyright">DMCA Policy</ProseLink> are part of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    heading: 'Who can use Inkshelf',
    body: (
      <>
        <p>
          You must be at least {POLICY.minimumAge} years old to create an account. If you are under the age of majority
          where you live, you may use {PRODUCT_NAME} only with the involvement of a parent or guardian who agrees to
          these terms for you.
        </p>
        <p>
          Stories rated {CONTENT_RATING_LABELS.mature} are meant for adults only. By opening one you confirm that you
          are at least 18.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your account',
    body: (
      <ul>
        <li>Give a real email address: it is how you recover a forgotten password.</li>
        <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
        <li>
          Reader names are assigned at sign-up and can be changed on your profile. Do not pick a name that impersonates
          another person or author.
        </li>
        <li>Tell us right away at {SUPPORT_EMAIL} if you think someone else is using your account.</li>
      </ul>
    ),
  },
  {
    id: 'free-reading',
    heading: 'Free to read, supported by ads',
    body: (
      <>
        <p>
          Every published chapter on {PRODUCT_NAME} is free to read. There is no paywall, no locked chapter and no paid
          early access, and we will not ask readers to pay to continue a story.
        </p>
        <p>
          The service is kept running by advertising. Some pages, such as chapter pages, show ads from an advertising
          partner. We do not sell your stories, and authors are never charged for publishing.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    heading: 'What you publish',
    body: (
      <>
        <p>
          You keep the rights you have in the novels, chapters, reviews and comments you write. To host them, you give{' '}
          {PRODUCT_NAME} a worldwide, non-exclusive, royalty-free permission to store, copy, format and display that
          content on the service and to show short excerpts (such as a title, cover and synopsis) when promoting it on
          the site. The permission ends when you delete the content, except for copies that other users have already
          quoted in their own comments and backups kept for a limited time.
        </p>
        <p>
          You promise that you have the right to publish what you post. Fan fiction is welcome as a creative tradition,
          but copying someone else&apos;s text, translating a published work without permission or reposting another
          writer&apos;s story is not.
        </p>
      </>
    ),
  },
  {
    id: 'ratings',
    heading: 'Content ratings',
    body: (
      <>
        <p>Every novel carries one of three ratings, chosen by its author:</p>
        <ul>
          <li>
            <strong>{CONTENT_RATING_LABELS.everyone}</strong>: suitable for all readers of the site.
          </li>
          <li>
            <strong>{CONTENT_RATING_LABELS.teen}</strong>: may contain moderate violence, language or mature themes.
          </li>
          <li>
            <strong>{CONTENT_RATING_LABELS.mature}</strong>: strong violence, explicit language or adult themes, for
            adults only.
          </li>
        </ul>
        <p>
          Authors must rate honestly. We may change a rating that plainly does not fit the story. See the{' '}
          <ProseLink to="/guidelines">Content Guidelines</ProseLink> for details.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    heading: 'How to behave',
    body: (
      <>
        <p>Do not use {PRODUCT_NAME} to:</p>
        <ul>
          <li>harass, threaten or target other people, or encourage others to do so;</li>
          <li>publish content that is illegal or that the Content Guidelines forbid;</li>
          <li>post spam, scams, malware or links meant to mislead;</li>
          <li>inflate views, ratings or rankings with fake accounts or automated traffic;</li>
          <li>scrape or copy stories from the site in bulk, or try to get around the copy protection on chapters;</li>
          <li>probe, overload or break the service, or access accounts and data that are not yours.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'copyright',
    heading: 'Copyright complaints',
    body: (
      <p>
        We respect the rights of authors and copyright holders. If you believe something on {PRODUCT_NAME} infringes
        your work, follow the <ProseLink to="/copyright">DMCA Policy</ProseLink>. We review every complete notice within{' '}
        {POLICY.takedownHours} hours and remove content on request of copyright holders.
      </p>
    ),
  },
  {
    id: 'moderation',
    heading: 'Moderation and ending your account',
    body: (
      <>
        <p>
          We may remove content or limit, suspend or close an account that breaks these terms, usually after a warning
          and always with a short explanation unless the law or safety forbids it. You may appeal by writing to{' '}
          {SUPPORT_EMAIL}.
        </p>
        <p>
          You can stop using the service at any time. Deleting a novel removes its chapters, comments and reviews for
          good.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimers',
    heading: 'Disclaimers and liability',
    body: (
      <>
        <p>
          Stories on {PRODUCT_NAME} are written by its users; their opinions are not ours. The service is provided
          &quot;as is&quot;: we work to keep it available and your work safe, but we cannot promise that it will never
          be interrupted or that data can never be lost. Keep your own copy of anything you cannot afford to lose.
        </p>
        <p>
          To the extent the law allows, {PRODUCT_NAME} is not liable for indirect or consequential losses arising from
          your use of the service. Nothing in these terms limits rights you have as a consumer that cannot be waived.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the service grows. When a change matters, we will announce it on the site before it
        takes effect and update the effective date above. Continuing to use {PRODUCT_NAME} after that date means you
        accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: <p>Questions about these terms are welcome at {SUPPORT_EMAIL}.</p>,
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      description="The terms for reading, writing and publishing on Inkshelf."
      intro={
        <p>
          {PRODUCT_NAME} is a community-driven place for enthusiasts to read, write and connect over web novels and fan
          fiction. These terms explain what you can expect from us and what we expect from you.
        </p>
      }
      sections={sections}
    />
  );
}
