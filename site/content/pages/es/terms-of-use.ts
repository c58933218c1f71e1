import type { Article } from '../../article';

/** The terms of use in Spanish: the English page's content, section for section. */
export const TERMS_OF_USE_ES: Article = {
  title: 'Términos de uso | {site}',
  description:
    'Los términos que se aplican cuando usa {site}: un servicio gratuito que lo pone en contacto con abogados, no es un bufete y no da asesoría legal.',
  heading: 'Términos de uso',
  updated: 'noviembre de 2026',
  intro: [
    'Estos términos se aplican a su uso de este sitio web. Al usarlo, usted los acepta. Si no está de acuerdo, por favor no use el sitio web.',
  ],
  sections: [
    {
      heading: 'Nuestro servicio',
      body: [
        '{site} es un servicio de publicidad que pone en contacto a las personas con abogados. Recopilamos información sobre su accidente y la pasamos a abogados participantes y a socios de mercadeo legal que pueden comunicarse con usted. No somos un bufete de abogados, no somos un servicio de referencia de abogados y no damos asesoría legal.',
      ],
    },
    {
      heading: 'No hay relación abogado-cliente',
      body: [
        'Enviar un formulario o llamarnos no crea una relación abogado-cliente con nosotros ni con ningún abogado. Esa relación existe solo cuando usted y un abogado firman un acuerdo por escrito. Hasta entonces, no envíe información confidencial que no quiera compartir con un abogado participante.',
      ],
    },
    {
      heading: 'La información de este sitio web',
      body: [
        'Los artículos de este sitio web, incluidas nuestras páginas sobre leyes y demandas por accidentes de auto, son información general. Las leyes cambian y son distintas en cada estado, y la respuesta correcta siempre depende de los hechos. No actúe ni deje de actuar por algo que lea aquí sin el consejo de un abogado con licencia en su estado. Los plazos para presentar un reclamo son estrictos, así que hable con un abogado cuanto antes.',
        'Cualquier resultado, cifra o plazo que se describa aquí es un ejemplo; no garantiza un resultado similar en su caso.',
      ],
    },
    {
      heading: 'Cuando nos comunicamos con usted',
      body: [
        'Al enviar un formulario, usted confirma que la información es suya y es correcta, y acepta que nosotros y los abogados participantes podamos comunicarnos con usted sobre su consulta al número de teléfono y al correo electrónico que nos dio, como se describe en el formulario que envió. Puede pedir en cualquier momento que no lo contactemos más.',
      ],
    },
    {
      heading: 'Uso aceptable',
      body: [
        {
          list: [
            'No envíe información de otra persona sin su permiso.',
            'No haga envíos falsos, abusivos ni automatizados.',
            'No intente interferir con el sitio web, con su seguridad ni con el uso que otros visitantes hacen de él.',
          ],
        },
      ],
    },
    {
      heading: 'Límites de nuestra responsabilidad',
      body: [
        'Ofrecemos el sitio web tal como está. No garantizamos que algún abogado acepte su caso, ni la calidad de los servicios de ningún abogado; esos son asuntos entre usted y el abogado. En la medida en que la ley lo permita, no somos responsables de pérdidas que resulten de su uso del sitio web o de servicios prestados por otros.',
      ],
    },
    {
      heading: 'Cambios',
      body: [
        'Podemos actualizar estos términos. La fecha en la parte superior de esta página indica cuándo cambiaron por última vez. Puede enviar sus preguntas sobre estos términos al correo electrónico que aparece al pie de la página.',
      ],
    },
  ],
  related: [
    { label: 'Política de privacidad', href: '/es/privacy-policy/' },
    { label: 'Patrocinadores (en inglés)', href: '/sponsors/' },
  ],
};
