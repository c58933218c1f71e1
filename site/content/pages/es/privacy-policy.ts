import { CALIFORNIA_SECTION_ID, type Article } from '../../article';

/** The privacy policy in Spanish: the English page's content, section for section, with the same anchors. */
export const PRIVACY_POLICY_ES: Article = {
  title: 'Política de privacidad | {site}',
  description:
    'Qué información personal recopila {site}, para qué, con quién la compartimos, cuánto tiempo la guardamos y sus derechos, incluidos los de los residentes de California.',
  heading: 'Política de privacidad',
  updated: 'noviembre de 2026',
  intro: [
    'Esta política explica qué información recopila {site} cuando usted usa este sitio web, cómo la usamos y con quién la compartimos. Nuestro propósito es poner en contacto a las personas que han tenido un accidente con abogados y otros proveedores de servicios que pueden ayudarles, así que compartir con esos proveedores los datos que usted nos da es parte central de lo que hacemos. Por favor lea esta política antes de enviar un formulario.',
  ],
  sections: [
    {
      heading: 'Información que recopilamos',
      body: [
        'Información que usted nos da al completar nuestro cuestionario, nuestro formulario de contacto o nuestro formulario de solicitud de privacidad:',
        {
          list: [
            'datos de contacto: su nombre, correo electrónico, número de teléfono y código postal;',
            'detalles de su accidente: cuándo ocurrió, quién tuvo la culpa, si se lesionó o recibió tratamiento, si tiene abogado y la descripción que usted escribe;',
            'el tipo de accidente y cualquier mensaje que nos envíe.',
          ],
        },
        'Información que se recopila automáticamente: su dirección IP, el tipo de navegador (user agent), la página que lo trajo aquí y los parámetros de seguimiento del enlace que siguió (por ejemplo, el identificador de una campaña publicitaria). Donde el operador los ha activado, servicios de registro de consentimiento pueden guardar constancia de que usted aceptó ser contactado.',
      ],
    },
    {
      heading: 'Cómo la usamos',
      body: [
        {
          list: [
            'para ponerlo en contacto con un abogado u otro proveedor que pueda ayudarle con su reclamo, y para pasarle sus datos;',
            'para comunicarnos con usted sobre su consulta;',
            'para comprobar que los envíos son auténticos y prevenir el fraude y el abuso;',
            'para medir qué publicidad trae personas a nuestro sitio y mejorar el sitio web;',
            'para cumplir obligaciones legales y responder a solicitudes legítimas de las autoridades.',
          ],
        },
      ],
    },
    {
      heading: 'Con quién la compartimos',
      body: [
        'Compartimos la información que usted envía con abogados y bufetes participantes, y con socios de mercadeo legal que la pasan a abogados en nuestro nombre. Estos destinatarios pueden comunicarse con usted por teléfono, mensaje de texto o correo electrónico sobre su reclamo. También usamos proveedores de servicios que alojan el sitio web y guardan datos para nosotros bajo contrato. Podemos divulgar información cuando la ley lo exija.',
        'Como los abogados participantes pagan por publicidad, algunas leyes de privacidad consideran esta forma de compartir una venta de información personal. Usted puede pedirnos que dejemos de hacerlo: vea «No vender mi información» más abajo.',
      ],
    },
    {
      heading: 'Cuánto tiempo la guardamos',
      body: [
        'Guardamos los envíos mientras los necesitemos para hacer la presentación y para llevar los registros que exige la ley, y no más de 3 años, salvo que una obligación legal exija más tiempo.',
      ],
    },
    {
      heading: 'Seguridad',
      body: [
        'La información nos llega cifrada cuando el sitio se sirve por HTTPS, se guarda en sistemas con acceso controlado y nunca se escribe en los registros de nuestros servidores. Ningún sistema es completamente seguro, así que por favor no nos envíe información que no sea necesaria.',
      ],
    },
    {
      heading: 'Menores de edad',
      body: [
        'Este sitio web es para adultos. No recopilamos a sabiendas información de menores de 18 años. Un padre, madre o tutor debe comunicarse con nosotros en nombre de un menor lesionado.',
      ],
    },
    {
      heading: 'No vender mi información',
      body: [
        'Usted puede pedirnos en cualquier momento que no vendamos ni compartamos su información personal, con el formulario de nuestra página «No vender mi información». Una vez procesada su solicitud, dejaremos de compartir sus datos para futuras presentaciones.',
      ],
    },
    {
      id: CALIFORNIA_SECTION_ID,
      heading: 'Residentes de California',
      body: [
        'Si usted vive en California, la Ley de Privacidad del Consumidor de California (CCPA), enmendada por la Ley de Derechos de Privacidad de California (CPRA), le da estos derechos:',
        {
          list: [
            'Derecho a saber qué información personal hemos recopilado sobre usted, de dónde vino, por qué la recopilamos y a quién se la divulgamos.',
            'Derecho a eliminar la información personal que recopilamos de usted, con las excepciones que prevé la ley.',
            'Derecho a corregir información personal inexacta.',
            'Derecho a excluirse de la venta o del intercambio de su información personal.',
            'Derecho a limitar el uso de información personal sensible; usamos la información sobre sus lesiones solo para hacer la presentación que usted pidió.',
            'Derecho a no ser discriminado por ejercer cualquiera de estos derechos.',
          ],
        },
        'En los últimos 12 meses recopilamos las categorías descritas en «Información que recopilamos»: identificadores, datos de contacto, información sobre su accidente y sus lesiones, y actividad en internet. Divulgamos identificadores, datos de contacto e información del accidente a abogados participantes y socios de mercadeo legal, lo que puede ser una venta según la ley de California.',
        'Para excluirse, use nuestro formulario «No vender mi información». Para ejercer cualquier otro derecho, escríbanos al correo electrónico que aparece al pie de la página. Confirmaremos su solicitud dentro de 10 días hábiles y responderemos dentro de 45 días. Podemos pedirle información para verificar su identidad, y un agente autorizado puede actuar en su nombre con su permiso por escrito.',
      ],
    },
    {
      heading: 'Fuentes de datos y créditos',
      body: [
        'Los nombres de ciudades, estados y condados de los códigos postales provienen de GeoNames (geonames.org), usados bajo la licencia Creative Commons Atribución 4.0.',
      ],
    },
    {
      heading: 'Cambios y contacto',
      body: [
        'Publicaremos cualquier cambio a esta política en esta página con una nueva fecha. Si tiene una pregunta sobre esta política o sobre su información, escríbanos al correo electrónico que aparece al pie de la página.',
      ],
    },
  ],
  related: [
    { label: 'No vender mi información', href: '/es/do-not-sell-my-information/' },
    { label: 'Términos de uso', href: '/es/terms-of-use/' },
  ],
};
