/** /privacy: Privacy Policy (original Inkshelf text describing what the service actually stores). */
import { POLICY, PRODUCT_NAME } from '@inkshelf/contracts';
import { LegalPage, ProseLink, type LegalSection } from '../../components/legal-page.tsx';
import { SUPPORT_EMAIL } from '../../components/site-contact.ts';

const sections: LegalSection[] = [
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    body: (
      <>
        <p>We keep only what the service needs to work:</p>
        <ul>
          <li>
            <strong>Account details</strong>: your email address, your reader name, whether you are an author, when you
            joined and when you last signed in. Your password is stored only as a one-way hash; nobody at {PRODUCT_NAME}{' '}
            can read it.
          </li>
          <li>
            <strong>What you publish</strong>: novels, chapters, drafts, covers, reviews, ratings, comments and likes.
          </li>
          <li>
            <strong>Your library</strong>: bookmarks and reading progress (which chapter you reached in which novel), so
            you can continue where you stopped.
          </li>
          <li>
            <strong>Technical records</strong>: IP address, browser type and the pages requested, kept in server logs to
            keep the service secure and to stop abuse such as password guessing.
          </li>
        </ul>
        <p>We do not ask for your real name, address, phone number or payment details: reading is free.</p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use it',
    body: (
      <ul>
        <li>To run your account, keep you signed in and show your bookmarks and reading history.</li>
        <li>To show your stories, reviews and comments to other readers under your reader name.</li>
        <li>To count views and compute rankings (counts only, never who read what).</li>
        <li>To send the emails you ask for, such as a password-reset link. We send no marketing email.</li>
        <li>To protect the service: rate limits, spam prevention and investigating reports.</li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    body: (
      <>
        <p>
          {PRODUCT_NAME} sets one essential cookie: a session cookie that keeps you signed in. It cannot be read by
          scripts on the page and is deleted when you log out or when the session expires.
        </p>
        <p>
          Your browser&apos;s local storage remembers preferences on your own device: light or dark theme, reading font
          and size, and unsaved chapter drafts while you write. These never leave your device unless you publish.
        </p>
      </>
    ),
  },
  {
    id: 'advertising',
    heading: 'Advertising',
    body: (
      <p>
        {PRODUCT_NAME} is free because it is ad-supported. Chapter pages load ads from an advertising network, which may
        set its own cookies and collect information such as your IP address and device type to choose and measure ads.
        That collection is governed by the network&apos;s own privacy policy. You can limit it with your browser&apos;s
        privacy settings or a content blocker; reading works the same without ads.
      </p>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <>
        <p>We never sell personal information. We share it only:</p>
        <ul>
          <li>with service providers that host the site or deliver email for us, under contracts that bind them;</li>
          <li>with a sign-in provider you choose to use (such as Google), limited to what that sign-in needs;</li>
          <li>when the law requires it, or to protect people from harm.</li>
        </ul>
        <p>Public content (stories, reviews, comments and your reader name) is visible to everyone by design.</p>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <p>
        Account data is kept while your account exists. Content you delete is removed from the site at once and from
        backups within 30 days. Server logs are kept for no longer than 90 days. Unused password-reset links expire
        after one hour.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your choices and rights',
    body: (
      <>
        <p>
          You can change your reader name and password on your <ProseLink to="/profile">profile</ProseLink>, remove
          bookmarks, and delete your novels, chapters, reviews and comments at any time. You can also ask us for a copy
          of your data, for corrections, or for the deletion of your account by writing to {SUPPORT_EMAIL}. We answer
          within 30 days.
        </p>
        <p>Depending on where you live, you may also complain to your local data protection authority.</p>
      </>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <p>
        {PRODUCT_NAME} is not meant for children under {POLICY.minimumAge}, and we do not knowingly collect their
        information. If you believe a child under {POLICY.minimumAge} has created an account, tell us and we will delete
        it.
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        Connections to {PRODUCT_NAME} are encrypted, passwords are hashed with a modern algorithm, changing your
        password signs out your other devices, and repeated failed sign-ins are slowed down. No system is perfectly
        secure, so please use a password you do not use anywhere else.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        If we change how we handle personal information, we will update this page and its effective date, and announce
        important changes on the site before they apply.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="What Inkshelf stores about readers and authors, why, and how to have it removed."
      intro={
        <p>
          This policy explains what {PRODUCT_NAME} learns about you when you read, write or comment, why, and what
          control you have over it. In short: we collect little, we never sell it, and reading works without an account.
        </p>
      }
      sections={sections}
    />
  );
}
