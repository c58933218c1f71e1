import type { Article } from '../article';
import { LAWSUIT_LINKS } from './car-accident-lawsuits';

export const LAWSUIT_TIMELINE: Article = {
  title: 'Car Accident Lawsuit Timeline: From Crash to Settlement | {site}',
  description:
    'The stages of a car accident injury case, from the first days after the crash through investigation, demand, negotiation, filing suit, discovery, mediation and trial.',
  heading: 'Car accident lawsuit timeline',
  legalInformation: true,
  intro: [
    'No two cases move at the same speed, but most follow the same stages. On average a car accident claim settles in about 6 to 18 months; a case that goes to trial can take two years or more.',
  ],
  sections: [
    {
      heading: '1. The first days: safety, treatment and evidence',
      body: [
        'Get medical care, report the crash, and keep every record: photos, the police report number, the other driver’s insurance details, bills and receipts. Evidence such as skid marks and camera footage can disappear within days.',
      ],
    },
    {
      heading: '2. Hiring an attorney and opening claims (weeks 1 to 4)',
      body: [
        'An attorney notifies the insurers that you are represented, so adjusters contact them instead of you. Property damage is usually handled separately and often resolved within weeks.',
      ],
    },
    {
      heading: '3. Investigation and medical treatment (months 1 to 12)',
      body: [
        'Your attorney gathers the evidence of fault while you complete your treatment. Most attorneys wait until you reach maximum medical improvement, the point where your doctors can say what your recovery will look like, because until then nobody knows the full cost of the injury.',
      ],
    },
    {
      heading: '4. Demand and negotiation (1 to 4 months)',
      body: [
        'Your attorney sends the insurer a demand package: the facts, your medical records and bills, lost wages and the amount sought. The adjuster answers with an offer, and negotiation follows. Many cases settle at this stage.',
      ],
    },
    {
      heading: '5. Filing the lawsuit',
      body: [
        'If the insurer will not pay a fair amount, or the statute of limitations is close, your attorney files a complaint in court. The defendant is served and has a set time to answer.',
      ],
    },
    {
      heading: '6. Discovery (6 to 12 months)',
      body: [
        'Both sides exchange documents, answer written questions and take depositions, sworn interviews of the parties, witnesses and experts. You may be asked to attend a medical examination chosen by the defence.',
      ],
    },
    {
      heading: '7. Mediation and settlement',
      body: [
        'Many courts require mediation, a meeting with a neutral mediator who helps the two sides reach an agreement. Most lawsuits settle here or shortly before trial.',
      ],
    },
    {
      heading: '8. Trial and after',
      body: [
        'If the case does not settle, a judge or jury decides fault and damages, typically in a trial lasting a few days. Either side may appeal. After a settlement or judgment, medical liens and fees are paid from the recovery and the rest is paid to you, usually within a few weeks.',
      ],
    },
  ],
  related: LAWSUIT_LINKS.filter((link) => !link.href.endsWith('/timeline/')),
};
