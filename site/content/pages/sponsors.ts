import type { Article } from '../article';

export const SPONSORS: Article = {
  title: 'Sponsors | {site}',
  description:
    'How {site} is funded: participating attorneys and law firms pay for advertising. What that means for you, and what it does not.',
  heading: 'Our sponsors',
  intro: [
    '{site} is free for accident victims because it is paid for by its sponsors: licensed attorneys and law firms that advertise through this website. This page explains who they are and how the arrangement works.',
  ],
  sections: [
    {
      heading: 'Who sponsors this website',
      body: [
        'Sponsors are personal injury attorneys and law firms, and in some states legal marketing companies that work on their behalf. Each attorney is licensed in the state where they accept cases. Which sponsors take part changes over time and differs from state to state.',
      ],
    },
    {
      heading: 'What sponsorship means',
      body: [
        {
          list: [
            'This website is a joint advertisement paid for by the participating attorneys.',
            'We do not endorse or recommend any sponsor, and sponsorship is not a statement about the quality of an attorney’s work.',
            'Sponsors do not pay you and you do not pay them for the introduction.',
            'A sponsor decides independently whether to accept your case.',
          ],
        },
      ],
    },
    {
      heading: 'Choosing your own attorney',
      body: [
        'You are always free to hire any attorney you like, inside or outside our network. If you would like to speak to a particular attorney by name, tell us when you contact us.',
      ],
    },
    {
      heading: 'Becoming a sponsor',
      body: [
        'Attorneys who are licensed, in good standing and have at least 5 years of practice may ask to join the network. Write to us through the contact page and tell us which states you practise in.',
      ],
    },
  ],
  related: [
    { label: 'About us', href: '/about-us/' },
    { label: 'Contact us', href: '/contact/' },
  ],
};
