import { CONTACT_PATH } from './site-chrome';

/** Copy of the home page. Layout lives in home-page.tsx; words live here. */
export const HOME = {
  hero: {
    eyebrow: 'Injured in a car accident?',
    headline: 'Your Problem Is Our Problem',
    text: 'Tell us what happened and we will connect you with a licensed local attorney for a free consultation. You only pay if you win.',
    button: 'GET YOUR JUSTICE TODAY',
    buttonHref: CONTACT_PATH,
    secondary: 'Check your claim in 60 seconds',
    secondaryHref: '/survey/v4nv',
  },
  facts: [
    {
      title: 'Veteran attorneys',
      text: 'Attorneys in our network have decades of combined experience, and each has practised for at least 5 years.',
    },
    {
      title: 'Over 1 million helped',
      text: 'We have helped over 1 million accident victims find out where they stand.',
    },
    {
      title: 'Free consultation',
      text: 'The consultation is free, and you only pay if you win.',
    },
  ],
  about: {
    title: 'About us',
    heading: 'We connect accident victims with attorneys who fight for them',
    text: [
      'After a crash you are dealing with pain, repairs, missed work and calls from insurance adjusters, often all in the same week. Finding the right lawyer should not be one more burden.',
      '{site} is a free matching service. We listen to what happened, then introduce you to a licensed personal injury attorney near you who handles cases like yours. We are not a law firm, and the attorney, not us, decides whether to take your case.',
    ],
    button: 'More about us',
    buttonHref: '/about-us/',
  },
  help: {
    heading: 'We ARE Here to help',
    text: 'An injury claim can cover far more than the repair bill. Attorneys in our network help you pursue compensation for:',
    cards: [
      {
        title: 'Medical Bills',
        text: 'Emergency care, doctor visits, therapy, prescriptions and the treatment you will still need.',
      },
      {
        title: 'Pain & Suffering',
        text: 'The physical pain and the loss of enjoyment of daily life that an injury brings.',
      },
      {
        title: 'Lost Wages',
        text: 'Pay you missed while recovering, and earning power you lost because of the injury.',
      },
      {
        title: 'Physical Disability',
        text: 'Lasting limitations, scarring or disfigurement that change how you live and work.',
      },
      {
        title: 'Property Damage',
        text: 'Repair or replacement of your vehicle and anything inside it that was damaged.',
      },
      {
        title: 'Emotional Distress',
        text: 'Anxiety, sleep problems and fear of driving that can follow a serious crash.',
      },
    ],
  },
  process: {
    heading: 'How it works',
    steps: [
      {
        title: 'Free legal consultation',
        text: 'Tell us about your accident. We match you with a local licensed attorney who reviews your case with you at no cost.',
      },
      {
        title: 'Research and discovery',
        text: 'If you engage the attorney, their team gathers police reports, medical records, photos and witness statements to build your claim.',
      },
      {
        title: 'Compensation and negotiation',
        text: 'Your attorney negotiates with the insurance companies for a fair settlement, and goes to trial if that is what it takes.',
      },
    ],
    link: 'Schedule your consultation',
    linkHref: CONTACT_PATH,
  },
  values: {
    heading: 'Our values',
    text: 'Every attorney we introduce you to has made the same five commitments to the people they represent.',
    link: 'Schedule your consultation',
    linkHref: CONTACT_PATH,
    list: [
      'Licensed and in good standing with their state bar.',
      'At least 5 years of practice.',
      'Consistent communication: you hear back and know where your case stands.',
      'Skilled in both negotiation and litigation.',
      'Acting in your best interest, always.',
    ],
  },
  contact: {
    heading: 'Get in touch',
    text: 'Tell us a little about your accident. A member of our team or a participating attorney will reach out to arrange your free consultation.',
  },
  faq: {
    heading: 'Frequently asked questions',
    items: [
      {
        question: 'What should I do after a car accident?',
        answer:
          'First make sure everyone is safe and move out of traffic if you can. Call the police so there is an official report. Document the scene: photos of the vehicles, the road, your injuries, and the other driver’s licence, plate and insurance details. Notify your insurance company. Seek medical attention even if you feel fine, because some injuries show up days later. Then contact an attorney before you give a recorded statement or accept an offer.',
      },
      {
        question: 'How long does it take to get compensation?',
        answer:
          'It varies with the injuries, the evidence and how willing the insurer is to pay. Simple claims can settle in a few months; cases that go to court can take years. On average, a car accident claim settles in about 6 to 18 months.',
      },
      {
        question: 'What are my options for paying medical bills while my case is open?',
        answer:
          'Besides your own health insurance or medical payments coverage, your attorney can often send a letter of protection, a promise that the provider will be paid from your settlement, or arrange treatment on a lien, where the provider is repaid when the case resolves.',
      },
      {
        question: 'Is the property damage claim separate from my injury claim?',
        answer:
          'Yes. The damage to your vehicle is usually handled as its own claim and is often settled much sooner, while the injury claim waits until your treatment is complete and its full cost is known.',
      },
      {
        question: 'Are online case value calculators legitimate?',
        answer:
          'No. A calculator cannot weigh the facts that decide what a claim is worth: the evidence of fault, your medical records, your state’s laws and the insurance limits available. A free consultation with an attorney gives you a real assessment.',
      },
    ],
  },
  callToAction: {
    text: 'FILE Your Claim TOday',
    button: 'Get started',
    buttonHref: CONTACT_PATH,
  },
};
