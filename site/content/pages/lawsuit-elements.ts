import type { Article } from '../article';
import { LAWSUIT_LINKS } from './car-accident-lawsuits';

export const LAWSUIT_ELEMENTS: Article = {
  title: 'The Elements of a Car Accident Case: Duty, Breach, Causation, Damages | {site}',
  description:
    'The four elements of negligence that an injured person must prove after a car accident, with examples of the evidence used for each.',
  heading: 'The elements that make up an auto accident case',
  legalInformation: true,
  intro: [
    'Most car accident claims rest on negligence: the other driver failed to take the care a reasonable driver would have taken. To recover compensation, an injured person generally has to prove four elements.',
  ],
  sections: [
    {
      heading: '1. Duty of care',
      body: [
        'Every driver owes others on the road a duty to drive with reasonable care: to obey traffic laws, keep a lookout, keep control of the vehicle and drive at a safe speed for the conditions. This element is rarely disputed in a car accident case.',
      ],
    },
    {
      heading: '2. Breach of duty',
      body: [
        'The driver fell short of that standard, for example by speeding, texting, running a red light, following too closely or driving while impaired. Evidence includes the police report, witness statements, photos, traffic camera or dash-cam footage, and the vehicles’ event data recorders.',
      ],
    },
    {
      heading: '3. Causation',
      body: [
        'The breach caused the accident and your injuries. Insurers often argue that an injury was pre-existing or was caused by something else, so prompt medical records linking your injuries to the crash matter.',
      ],
    },
    {
      heading: '4. Damages',
      body: [
        'You suffered real losses: medical bills, lost wages, pain and suffering, property damage. Without damages there is nothing to compensate, even if the other driver was careless.',
      ],
    },
    {
      heading: 'When more than one person is at fault',
      body: [
        'States divide responsibility differently. Under pure comparative fault, used in California, your compensation is reduced by your share of fault, whatever that share. Under modified comparative fault, used in Texas, you recover nothing if you are more than 50% responsible. A few jurisdictions (Alabama, Maryland, North Carolina, Virginia and the District of Columbia) still apply contributory negligence, which can bar recovery if you were even slightly at fault.',
      ],
    },
  ],
  related: LAWSUIT_LINKS.filter((link) => !link.href.includes('/elements-')),
};
