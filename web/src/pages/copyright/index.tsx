/** /copyright: DMCA (copyright takedown) Policy, with the 24-hour review commitment. */
import { POLICY, PRODUCT_NAME } from '@inkshelf/contracts';
import { useSearchParams } from 'react-router';
import { LegalPage, ProseLink, type LegalSection } from '../../components/legal-page.tsx';
import { COPYRIGHT_EMAIL } from '../../components/site-contact.ts';
import { CounterNoticeForm } from './counter-notice-form.tsx';
import { TakedownForm } from './takedown-form.tsx';
import { TAKEDOWN_FORM_TEXTS } from './texts.ts';

/** The counter-notice form, when the page was opened from a removal mail's link (`?case=N`). */
function CounterNoticeFromMail() {
  const [params] = useSearchParams();
  const caseId = Number(params.get('case'));
  return Number.isSafeInteger(caseId) && caseId > 0 ? <CounterNoticeForm caseId={caseId} /> : null;
}

const sections: LegalSection[] = [
  {
    id: 'scope',
    heading: 'What this policy covers',
    body: (
      <p>
        {PRODUCT_NAME} hosts stories written and uploaded by its users. We do not review every chapter before it is
        published, so we rely on copyright holders to tell us when something crosses the line. This policy explains how
        to report infringing material under the U.S. Digital Millennium Copyright Act (DMCA) and similar laws elsewhere,
        and what happens next.
      </p>
    ),
  },
  {
    id: 'fan-works',
    heading: 'Fan fiction and copyright',
    body: (
      <>
        <p>
          Fan fiction borrows characters and worlds, and many rights holders welcome it. What we do not allow is
          copying: reposting a published book or another writer&apos;s story, unauthorised translations of published
          works, or chapters lifted from other sites. Those are removed on request of the copyright holder.
        </p>
        <p>
          If you own a world that fans write in and you do not want fan works on {PRODUCT_NAME}, send a notice as
          described below and name the works concerned.
        </p>
      </>
    ),
  },
  {
    id: 'notice',
    heading: 'How to send a takedown notice',
    body: (
      <>
        <p>
          Use the form in the next section, or email {COPYRIGHT_EMAIL} with the subject &quot;DMCA notice&quot;. A
          notice includes:
        </p>
        <ul>
          <li>your name, postal address, telephone number and email address;</li>
          <li>the copyrighted work you believe is infringed (a title and link, or a description);</li>
          <li>
            the exact {PRODUCT_NAME} page addresses of the material you want removed (for example a novel or chapter
            link);
          </li>
          <li>
            a statement that you have a good-faith belief that the use is not authorised by the copyright owner, its
            agent or the law;
          </li>
          <li>
            a statement, under penalty of perjury, that the information in your notice is accurate and that you are the
            owner or authorised to act for the owner;
          </li>
          <li>your physical or electronic signature.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'notice-form',
    heading: TAKEDOWN_FORM_TEXTS.formHeading,
    body: (
      <>
        <p>{TAKEDOWN_FORM_TEXTS.formIntro}</p>
        <TakedownForm />
      </>
    ),
  },
  {
    id: 'review',
    heading: 'What we do with a notice',
    body: (
      <>
        <p>
          We review every complete notice within {POLICY.takedownHours} hours of receiving it. When the notice is valid,
          we remove or disable the material and tell the user who posted it, including a copy of the notice with your
          personal contact details removed where the law allows.
        </p>
        <p>
          If a notice is missing required information, we reply and explain what is needed; the {POLICY.takedownHours}
          -hour review starts again when the complete notice arrives.
        </p>
      </>
    ),
  },
  {
    id: 'counter-notice',
    heading: 'If your work was removed by mistake',
    body: (
      <>
        <p>
          If you believe your story was removed because of a mistake or misidentification, you can send a counter notice
          to {COPYRIGHT_EMAIL} containing:
        </p>
        <ul>
          <li>your name, address, telephone number and email address;</li>
          <li>the removed material and where it appeared before removal;</li>
          <li>
            a statement under penalty of perjury that you believe in good faith the material was removed by mistake or
            misidentification;
          </li>
          <li>
            your consent to the jurisdiction of the courts for your address (or, outside the United States, any judicial
            district in which {PRODUCT_NAME} may be found), and that you accept service of process from the person who
            sent the notice;
          </li>
          <li>your physical or electronic signature.</li>
        </ul>
        <p>
          We forward valid counter notices to the original complainant. Unless they tell us within 10 to 14 business
          days that they have filed a court action, we may restore the material.
        </p>
        <CounterNoticeFromMail />
      </>
    ),
  },
  {
    id: 'repeat-infringers',
    heading: 'Repeat infringers',
    body: (
      <p>
        Accounts that repeatedly post infringing material are closed. Publishing on {PRODUCT_NAME} is also governed by
        our <ProseLink to="/terms">Terms of Service</ProseLink> and{' '}
        <ProseLink to="/guidelines">Content Guidelines</ProseLink>.
      </p>
    ),
  },
  {
    id: 'misuse',
    heading: 'Misuse of this process',
    body: (
      <p>
        Sending a notice or counter notice that knowingly misrepresents the facts can make you liable for damages.
        Please do not use the takedown process to settle disagreements about a story&apos;s quality or to silence a
        critic; report those through the community tools instead.
      </p>
    ),
  },
];

export default function CopyrightPage() {
  return (
    <LegalPage
      title="DMCA Policy"
      description="How copyright holders ask Inkshelf to take down a work, and how authors answer a notice."
      intro={
        <p>
          {PRODUCT_NAME} respects the work of authors, both the ones who write here and the ones whose worlds inspire
          fan fiction. Content is removed on request of copyright holders, and every takedown notice is reviewed within{' '}
          {POLICY.takedownHours} hours.
        </p>
      }
      sections={sections}
    />
  );
}
