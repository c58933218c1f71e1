import { isYes } from '../../guards/answers';
import { reasonFamily, type ReasonFamily } from '../../guards/dq-reasons';
import type { Flow } from './flow-texts';

/**
 * Where a visitor ends when the funnel cannot match them, by why: each family of disqualification reasons
 * (guards/dq-reasons.ts) has an ending written for it in each flow that gives it, saying in plain words what the
 * answer means and what the visitor can do next, with the site's own pages that help and the call line. A visitor
 * who asked for pre-settlement funding ends on the funding ending whatever the verdict: they have a lawyer, and
 * were never looking for one. The thank-you page renders these from its query (site/thank-you-page.tsx).
 */
export type EndingKey = ReasonFamily | 'funding';

export interface EndingStep {
  text: string;
  /**
   * A page of this site that helps: its path, or `state-laws` for the law page of the visitor's own state where
   * the site has one.
   */
  link?: { href: string; label: string };
}

export interface Ending {
  title: string;
  /** What the answer means, plainly. */
  meaning: string;
  /** What the visitor can do next; the call line follows every ending. */
  next: EndingStep[];
}

export interface EndingChrome {
  nextHeading: string;
  call: string;
}

type FlowEndings = Partial<Record<EndingKey, Ending>>;

const LAWYER_CALL = 'Questions about what we do? Call us, free:';

const EN: Record<Flow, FlowEndings> = {
  accident: {
    attorney: {
      title: 'You already have an attorney',
      meaning:
        'You told us a lawyer already represents you for this accident. Attorneys in our network do not take over a claim another lawyer holds, so we will not connect you with one.',
      next: [
        { text: 'Your attorney knows your case best: ask them about its progress and its deadline.' },
        {
          text: 'Thinking of changing lawyers? You may; first read how a claim moves along.',
          link: { href: '/car-accident-lawsuits/filing-claim/', label: 'How a claim is filed' },
        },
      ],
    },
    'time-limit': {
      title: 'Your accident may be past its time limit',
      meaning:
        'Every state gives a set time to bring an injury claim (the statute of limitations). From the date you gave, that time may have run out, so attorneys in our network may not be able to take the claim.',
      next: [
        {
          text: 'See how the time limit works and what a claim goes through.',
          link: { href: '/car-accident-lawsuits/timeline/', label: 'The timeline of a claim' },
        },
        {
          text: 'Read the rules where your accident happened.',
          link: { href: 'state-laws', label: 'Car accident laws by state' },
        },
        { text: 'If the date you gave was wrong, call us and we will look again.' },
      ],
    },
    'at-fault': {
      title: 'You said the accident was your fault',
      meaning:
        'Attorneys in our network bring claims against the driver who caused an accident, so they cannot take a claim where you were at fault. Your own insurance may still cover your injuries and your car.',
      next: [
        {
          text: 'Ask your insurer what your policy covers: medical payments, collision, uninsured motorist.',
        },
        {
          text: 'Fault is not always clear-cut: read what decides it.',
          link: {
            href: '/car-accident-lawsuits/elements-that-make-up-auto-accidents/',
            label: 'What makes up an accident claim',
          },
        },
      ],
    },
    'not-injured': {
      title: 'An injury claim needs an injury and its treatment',
      meaning:
        'You told us you were not hurt, or have not seen a doctor. Attorneys in our network take injury claims, which rest on an injury and the medical records of its treatment.',
      next: [
        {
          text: 'Some injuries show days after a crash. If you feel pain, see a doctor soon and keep the records.',
        },
        {
          text: 'Read what to do in the days after an accident.',
          link: { href: '/car-accident-lawsuits/faqs/', label: 'Questions after an accident' },
        },
        { text: 'If a doctor finds an injury, you are welcome to come back to us.' },
      ],
    },
    description: {
      title: 'We could not tell what happened',
      meaning:
        'We could not read a description of the accident in your answers, and attorneys need one to see whether they can help.',
      next: [
        { text: 'Tell us what happened by phone: it takes a few minutes.' },
        {
          text: 'See what an attorney looks at in a claim.',
          link: {
            href: '/car-accident-lawsuits/elements-that-make-up-auto-accidents/',
            label: 'What makes up an accident claim',
          },
        },
      ],
    },
    trail: {
      title: 'Your answers did not reach us whole',
      meaning:
        'Something went wrong with your answers on their way to us, so we cannot match them with an attorney as they are. Your contact details are saved.',
      next: [{ text: 'Call us and we will go through your questions by phone.' }],
    },
    funding: {
      title: 'About cash while your case is pending',
      meaning:
        'You have a lawyer and asked about pre-settlement funding. We do not match you with another attorney; a funding company may contact you about an advance on your settlement, which is usually repaid only from that settlement.',
      next: [
        { text: 'Tell your attorney about any funding offer before you sign: they can compare its cost.' },
        {
          text: 'See how a settlement is reached and paid.',
          link: { href: '/car-accident-lawsuits/settlements/', label: 'How settlements work' },
        },
      ],
    },
  },
  benefits: {
    'not-eligible': {
      title: 'You may not qualify right now',
      meaning:
        'Disability benefits through our partners are for US citizens under 67 who do not already receive them. From your answers, that may not be you today.',
      next: [
        { text: 'The Social Security Administration decides eligibility: you can always ask them directly.' },
        { text: 'If your situation changes, you are welcome to check again.' },
      ],
    },
    trail: {
      title: 'Your answers did not reach us whole',
      meaning:
        'Something went wrong with your answers on their way to us, so we cannot check them as they are. Your contact details are saved.',
      next: [{ text: 'Call us and we will go through the questions by phone.' }],
    },
  },
  ticket: {
    attorney: {
      title: 'You already have an attorney for this ticket',
      meaning:
        'You told us a lawyer already handles your ticket. Attorneys in our network do not take over a case another lawyer holds.',
      next: [{ text: 'Your attorney knows your ticket best: ask them about your court date and options.' }],
    },
    'time-limit': {
      title: 'Your ticket may be too old to contest',
      meaning:
        'A ticket can be contested only for a set time after it is written. From the date you gave, that time may have passed.',
      next: [
        { text: 'Check the court date and deadline printed on your ticket.' },
        { text: 'If the date you gave was wrong, call us and we will look again.' },
      ],
    },
    trail: {
      title: 'Your answers did not reach us whole',
      meaning:
        'Something went wrong with your answers on their way to us, so we cannot match them as they are. Your contact details are saved.',
      next: [{ text: 'Call us and we will go through your ticket by phone.' }],
    },
  },
};

/** The site's guides are in English only: a Spanish ending names no page, and its call line speaks Spanish. */
const ES: Record<Flow, FlowEndings> = {
  accident: {
    attorney: {
      title: 'Usted ya tiene abogado',
      meaning:
        'Nos dijo que un abogado ya lo representa por este accidente. Los abogados de nuestra red no toman un caso que lleva otro abogado, así que no lo conectaremos con uno.',
      next: [{ text: 'Su abogado conoce mejor su caso: pregúntele cómo avanza y cuál es su plazo.' }],
    },
    'time-limit': {
      title: 'Es posible que su accidente esté fuera de plazo',
      meaning:
        'Cada estado da un tiempo fijo para presentar un reclamo por lesiones (el plazo de prescripción). Según la fecha que nos dio, ese tiempo puede haber vencido, y los abogados de nuestra red quizá no puedan tomar el caso.',
      next: [{ text: 'Si la fecha que nos dio no era la correcta, llámenos y lo revisamos de nuevo.' }],
    },
    'at-fault': {
      title: 'Nos dijo que el accidente fue su culpa',
      meaning:
        'Los abogados de nuestra red presentan reclamos contra el conductor que causó el accidente, así que no pueden tomar un caso en que usted tuvo la culpa. Su propio seguro quizá cubra sus lesiones y su auto.',
      next: [
        {
          text: 'Pregunte a su aseguradora qué cubre su póliza: gastos médicos, choque, conductor sin seguro.',
        },
      ],
    },
    'not-injured': {
      title: 'Un reclamo por lesiones necesita una lesión y su tratamiento',
      meaning:
        'Nos dijo que no se lesionó, o que no ha visto a un médico. Los abogados de nuestra red llevan reclamos por lesiones, que se basan en una lesión y en los registros médicos de su tratamiento.',
      next: [
        {
          text: 'Algunas lesiones aparecen días después. Si siente dolor, vea a un médico pronto y guarde los registros.',
        },
        { text: 'Si un médico encuentra una lesión, puede volver a contactarnos.' },
      ],
    },
    description: {
      title: 'No pudimos entender lo que pasó',
      meaning:
        'No pudimos leer una descripción del accidente en sus respuestas, y los abogados la necesitan para saber si pueden ayudar.',
      next: [{ text: 'Cuéntenos lo que pasó por teléfono: toma unos minutos.' }],
    },
    trail: {
      title: 'Sus respuestas no nos llegaron completas',
      meaning:
        'Algo falló con sus respuestas en el camino, así que no podemos conectarlas con un abogado tal como están. Sus datos de contacto están guardados.',
      next: [{ text: 'Llámenos y repasamos sus respuestas por teléfono.' }],
    },
    funding: {
      title: 'Sobre dinero mientras su caso sigue abierto',
      meaning:
        'Usted tiene abogado y preguntó por financiamiento previo al acuerdo. No lo conectamos con otro abogado; una empresa de financiamiento puede comunicarse con usted sobre un adelanto de su acuerdo, que por lo general solo se paga con ese acuerdo.',
      next: [
        { text: 'Hable con su abogado sobre cualquier oferta antes de firmar: él puede comparar su costo.' },
      ],
    },
  },
  benefits: {
    'not-eligible': {
      title: 'Es posible que no califique por ahora',
      meaning:
        'Los beneficios por discapacidad con nuestros socios son para ciudadanos de EE. UU. menores de 67 años que aún no los reciben. Según sus respuestas, quizá ese no sea su caso hoy.',
      next: [
        {
          text: 'La Administración del Seguro Social decide quién califica: siempre puede preguntarles directamente.',
        },
        { text: 'Si su situación cambia, puede volver a consultar.' },
      ],
    },
    trail: {
      title: 'Sus respuestas no nos llegaron completas',
      meaning:
        'Algo falló con sus respuestas en el camino, así que no podemos revisarlas tal como están. Sus datos de contacto están guardados.',
      next: [{ text: 'Llámenos y repasamos las preguntas por teléfono.' }],
    },
  },
  ticket: {
    attorney: {
      title: 'Usted ya tiene abogado para esta multa',
      meaning:
        'Nos dijo que un abogado ya lleva su multa. Los abogados de nuestra red no toman un caso que lleva otro abogado.',
      next: [{ text: 'Su abogado conoce mejor su multa: pregúntele por la fecha de corte y sus opciones.' }],
    },
    'time-limit': {
      title: 'Es posible que su multa ya no se pueda impugnar',
      meaning:
        'Una multa solo se puede impugnar durante un tiempo fijo después de emitida. Según la fecha que nos dio, ese tiempo puede haber pasado.',
      next: [
        { text: 'Revise la fecha de corte y el plazo impresos en su multa.' },
        { text: 'Si la fecha que nos dio no era la correcta, llámenos y lo revisamos de nuevo.' },
      ],
    },
    trail: {
      title: 'Sus respuestas no nos llegaron completas',
      meaning:
        'Algo falló con sus respuestas en el camino, así que no podemos revisarlas tal como están. Sus datos de contacto están guardados.',
      next: [{ text: 'Llámenos y repasamos su multa por teléfono.' }],
    },
  },
};

export const ENDINGS: Readonly<Record<'en' | 'es', Readonly<Record<Flow, FlowEndings>>>> = { en: EN, es: ES };

export const ENDING_CHROME: Readonly<Record<'en' | 'es', EndingChrome>> = {
  en: { nextHeading: 'What you can do', call: LAWYER_CALL },
  es: { nextHeading: 'Lo que puede hacer', call: '¿Preguntas sobre lo que hacemos? Llámenos gratis:' },
};

/** The site's state law pages; other states read the page of every state's rules. */
export const STATE_LAW_PAGES: Readonly<Record<string, string>> = {
  TX: '/car-accident-laws/texas/',
  CA: '/car-accident-laws/california/',
};
export const ALL_STATES_LAW_PAGE = '/car-accident-laws/';

/**
 * The ending a visitor who was not matched reads, where the funnel itself ends on a screen (the one-page survey's
 * Disqualified step): the funding ending for a funding seeker, else the one written for the reason's family in the
 * flow; undefined when none is (the screen keeps its general words). The same choice as the thank-you page's script.
 */
export function endingFor(
  flow: Flow,
  language: 'en' | 'es',
  dqReason: string,
  answers: Readonly<Record<string, string | undefined>>,
): Ending | undefined {
  const endings = ENDINGS[language][flow];
  const key: EndingKey | '' = isYes(answers.interested_in_psf) ? 'funding' : reasonFamily(dqReason);
  return key ? endings[key] : undefined;
}

/** The endings a flow has, as `<flow>-ending-<key>`: the thank-you page's script shows only one of these. */
export function endingKeys(): string[] {
  return (Object.entries(EN) as [Flow, FlowEndings][]).flatMap(([flow, endings]) =>
    Object.keys(endings).map((key) => `${flow}-ending-${key}`),
  );
}
