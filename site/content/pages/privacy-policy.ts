import { CALIFORNIA_SECTION_ID, type Article } from '../article';

export const PRIVACY_POLICY: Article = {
  title: 'Privacy Policy | {site}',
  description:
    'What personal information {site} collects, why, who we share it with, how long we keep it, and the rights you have, including the rights of California residents.',
  heading: 'Privacy Policy',
  updated: 'November 2026',
  intro: [
    'This policy explains what information {site} collects when you use this website, how we use it and who we share it with. Our purpose is to connect people who have been in an accident with attorneys and other service providers who can help them, so sharing the details you give us with those providers is central to what we do. Please read this policy before you submit a form.',
  ],
  sections: [
    {
      heading: 'Information we collect',
      body: [
        'Information you give us when you fill in our questionnaire, our contact form or our privacy request form:',
        {
          list: [
            'contact details: your name, e-mail address, phone number and zip code;',
            'details of your accident: when it happened, who was at fault, whether you were injured or treated, whether you have a lawyer, and the description you write;',
            'the type of accident and any message you send us.',
          ],
        },
        'Information collected automatically: your IP address, browser type (user agent), the page that referred you, and tracking parameters in the link you followed (for example an advertising campaign id). Where an operator has enabled them, consent-recording services may record that you agreed to be contacted.',
      ],
    },
    {
      heading: 'How we use it',
      body: [
        {
          list: [
            'to match you with an attorney or other provider who may be able to help with your claim, and to pass your details to them;',
            'to contact you about your enquiry;',
            'to check that submissions are genuine and to prevent fraud and abuse;',
            'to measure which advertising brings people to us and to improve the website;',
            'to meet legal obligations and respond to lawful requests.',
          ],
        },
      ],
    },
    {
      heading: 'Who we share it with',
      body: [
        'We share the information you submit with participating attorneys and law firms, and with legal marketing partners that pass it to attorneys on our behalf. These recipients may contact you by phone, text message or e-mail about your claim. We also use service providers who host the website and store data for us under contract. We may disclose information when the law requires it.',
        'Because participating attorneys pay for advertising, some privacy laws treat this sharing as a sale of personal information. You may ask us to stop: see “Do Not Sell My Information” below.',
      ],
    },
    {
      heading: 'How long we keep it',
      body: [
        'We keep submissions for as long as we need them to make the introduction and to keep records that the law requires, and no longer than 3 years unless a legal obligation requires more.',
      ],
    },
    {
      heading: 'Security',
      body: [
        'Information travels to us encrypted when the site is served over HTTPS, is stored on access-controlled systems, and is never written to our server logs. No system is perfectly secure, so please do not send us information you do not need to.',
      ],
    },
    {
      heading: 'Children',
      body: [
        'This website is meant for adults. We do not knowingly collect information from anyone under 18. A parent or guardian should contact us on behalf of an injured child.',
      ],
    },
    {
      heading: 'Do Not Sell My Information',
      body: [
        'You can ask us not to sell or share your personal information at any time, using the form on our Do Not Sell My Information page. We will stop sharing your details for future introductions once we have processed your request.',
      ],
    },
    {
      id: CALIFORNIA_SECTION_ID,
      heading: 'California residents',
      body: [
        'If you live in California, the California Consumer Privacy Act, as amended by the California Privacy Rights Act, gives you these rights:',
        {
          list: [
            'Right to know what personal information we have collected about you, where it came from, why we collected it and who we disclosed it to.',
            'Right to delete personal information we collected from you, subject to legal exceptions.',
            'Right to correct inaccurate personal information.',
            'Right to opt out of the sale or sharing of your personal information.',
            'Right to limit the use of sensitive personal information; we use information about your injuries only to make the introduction you asked for.',
            'Right not to be discriminated against for exercising any of these rights.',
          ],
        },
        'In the last 12 months we collected the categories listed under “Information we collect”: identifiers, contact details, information about your accident and injuries, and internet activity. We disclosed identifiers, contact details and accident information to participating attorneys and legal marketing partners, which may be a sale under California law.',
        'To opt out, use our Do Not Sell My Information form. To exercise any other right, write to us at the e-mail address in the footer. We will confirm your request within 10 business days and answer within 45 days. We may ask for information to verify your identity, and an authorised agent may act for you with your written permission.',
      ],
    },
    {
      heading: 'Data sources and credits',
      body: [
        'City, state and county names for zip codes come from GeoNames (geonames.org), used under the Creative Commons Attribution 4.0 licence.',
      ],
    },
    {
      heading: 'Changes and contact',
      body: [
        'We will post any change to this policy on this page with a new date. If you have a question about this policy or your information, write to us at the e-mail address in the footer.',
      ],
    },
  ],
  related: [
    { label: 'Do Not Sell My Information', href: '/do-not-sell-my-information/' },
    { label: 'Terms of Use', href: '/terms-of-use/' },
  ],
};
