import type { ContentCopy } from './copy-types';

/** The Spanish copy of every market that speaks it. */
export const SPANISH: ContentCopy<'es'> = {
  language: 'es',
  home: {
    seoTitle: (flow, country) =>
      ({
        booking: `Escapadas de fin de semana en ${country} | Escapade`,
        gifting: `Regalar una escapada: cofres y bonos regalo | Escapade`,
        activity: `Actividades de un día en ${country} | Escapade`,
      })[flow],
    seoDescription: (flow, country) =>
      ({
        booking: `Reserva una escapada todo incluido en ${country}: hotel, desayuno, cena y actividades elegidas por nuestros expertos, al mejor precio.`,
        gifting: `Regala una escapada válida durante un año para dos personas: quien la recibe elige la fecha. Bono digital al instante o cofre con envío gratuito.`,
        activity: `Spa, catas, kayak: actividades de un día cerca de casa, sin noche de hotel, válidas durante 12 meses.`,
      })[flow],
    jumbotron: {
      booking: {
        title: 'La escapada que te pega',
        subtitle: 'Hotel, cena y actividades en una sola reserva, cerca de casa.',
      },
      gifting: {
        title: 'Regala un respiro para dos',
        subtitle: 'Un bono válido un año: ellos eligen la fecha, tú aciertas seguro.',
      },
      activity: {
        title: 'Un día para desconectar',
        subtitle: 'Actividades para disfrutar sin pasar la noche, a menos de 2 h de casa.',
      },
    },
    jumbotronAlt: (country) => `Una pareja de escapada en ${country}`,
    usp: [
      {
        icon: 'handshake',
        title: '15 años de colaboraciones',
        text: 'Conocemos cada hotel y cada actividad que te proponemos.',
      },
      {
        icon: 'tag',
        title: 'El mejor precio',
        text: 'Escapadas todo incluido hasta un 40 % más baratas que reservando por separado.',
      },
      {
        icon: 'calendar',
        title: 'Cancelación flexible',
        text: 'En la mayoría de escapadas, modifica o cancela hasta la fecha límite.',
      },
      {
        icon: 'star',
        title: '4,5/5 en 4146 opiniones',
        text: 'Nuestros viajeros recomiendan Escapade a los suyos.',
      },
    ],
    marketing: {
      booking: {
        title: 'Viaja sin organizar nada',
        text: 'Cada escapada reúne la noche, el desayuno y actividades elegidas para ti. Solo te queda hacer la maleta.',
        cta: 'Ver escapadas',
      },
      gifting: {
        title: 'El regalo que hace viajar',
        text: 'Bono digital enviado por e-mail al momento, o cofre con envío gratuito en 2 a 4 días laborables.',
        cta: 'Elegir una escapada para regalar',
      },
      activity: {
        title: 'Planes de un día',
        text: 'Masaje en pareja, clase de cocina o rafting: reserva una actividad y disfrútala cuando quieras durante 12 meses.',
        cta: 'Ver actividades',
      },
    },
    categoriesTitle: {
      booking: 'Nuestras ideas del momento',
      gifting: 'Una escapada para regalar para cada gusto',
      activity: 'Encuentra tu actividad',
    },
    topSearchTitle: (flow, city) =>
      ({
        booking: `Las escapadas más reservadas en ${city}`,
        gifting: `Escapadas para regalar cerca de ${city}`,
        activity: `Las actividades favoritas cerca de ${city}`,
      })[flow],
  },
  announcement: {
    homePages: '**10 % de descuento extra** en una selección de escapadas, hasta el domingo.',
    searchPages: 'Cancelación flexible en la mayoría de escapadas: **reserva con tranquilidad**.',
    productPages: 'Paga en **3 o 4 plazos** a partir de 200 € en las escapadas elegibles.',
  },
  promoBar: {
    booking: {
      main: 'Ofertas flash: hasta -40 % en escapadas',
      secondary: 'Ideas para regalar',
    },
    gifting: {
      main: 'El bono regalo digital, al instante',
      secondary: 'Tarjeta regalo',
    },
    activity: {
      main: 'Actividades a menos de 2 h de casa',
      secondary: 'Regalar una actividad',
    },
    hotel: {
      main: 'Última hora: los mejores precios de la semana',
      secondary: 'Escapadas todo incluido',
    },
  },
  navigation: {
    destinationsIn: (country) => `Destinos en ${country}`,
    themes: 'Nuestras ideas',
    themeIn: (theme, country) => `${theme} en ${country}`,
  },
  thisWeek: {
    title: (theme) => `Esta semana: ${theme}`,
    descriptions: [
      (theme, country) => `Nuestra selección «${theme}» del momento: escapadas en ${country} elegidas por el equipo, antes de que se agoten.`,
      (theme) => `¿Te apetece cambiar de aires? Déjate tentar por nuestras escapadas «${theme}», con hotel y actividades incluidos.`,
      (theme, country) => `A los viajeros les encanta: el espíritu «${theme}» a menos de 2 h de casa, en todo ${country}.`,
    ],
  },
  banners: {
    home: {
      title: 'Tus próximas escapadas empiezan aquí',
      subtitle: 'Más de 6000 escapadas todo incluido, elegidas una a una.',
      cta: 'Encuentra tu escapada',
    },
    gifting: {
      title: 'Regala una escapada, ellos eligen la fecha',
      subtitle: 'Válida un año para dos personas, en bono digital o en cofre.',
      cta: 'Regalar una escapada',
    },
    activity: {
      title: 'Una actividad, sin noche de hotel',
      subtitle: 'Spa, gastronomía, aventura: resérvala y disfrútala en 12 meses.',
      cta: 'Descubrir actividades',
    },
    lessThanTwoHours: {
      title: 'A menos de 2 h de casa',
      subtitle: 'No hace falta ir lejos para desconectar: nuestras escapadas más cercanas.',
      cta: 'Escaparme cerca',
    },
    place: (name) => ({
      title: `Escapada a ${name}`,
      subtitle: `Nuestras mejores escapadas en ${name} y alrededores, con hotel y actividades.`,
      cta: `Descubrir ${name}`,
    }),
    theme: (theme) => ({
      title: `Escapadas: ${theme.toLowerCase()}`,
      subtitle: `Una selección «${theme}» pensada por nuestros expertos.`,
      cta: 'Ver la selección',
    }),
    giftCta: 'Regalar esta escapada',
  },
  boxBlock: {
    campaign: 'cofres-temporada',
    title: 'Nuestros cofres regalo',
    subtitle: 'Cientos de hoteles para elegir en cada cofre, válido durante un año.',
    buttonLabel: 'Ver todos los cofres',
    boxes: [
      {
        title: 'Escapada gourmet',
        includedContent: ['1 noche para 2', 'Desayuno', 'Cena de producto local'],
      },
      {
        title: 'Momento de bienestar',
        includedContent: ['1 noche para 2', 'Desayuno', 'Acceso al spa'],
      },
      {
        title: 'Escapada romántica',
        includedContent: ['1 noche para 2', 'Botella de cava', 'Salida tardía'],
      },
      {
        title: 'Estancia de lujo',
        includedContent: ['2 noches para 2', 'Hoteles de 4 y 5 estrellas', 'Cena gastronómica'],
      },
      {
        title: 'Naturaleza y aventura',
        includedContent: ['1 noche para 2', 'Desayuno', 'Actividad al aire libre'],
      },
      {
        title: 'Castillos y paradores',
        includedContent: ['1 noche para 2', 'Desayuno', 'Visita guiada'],
      },
    ],
  },
  giftBlock: {
    title: 'Acierta con una escapada',
    subtitle: 'Cofre, escapada para regalar o actividad: un regalo para cada persona.',
  },
  searchPromos: {
    flashSale: {
      title: 'Ofertas flash de la semana',
      subtitle: 'Hasta un 40 % de descuento en una selección de escapadas, solo unos días.',
      cta: 'Ver las ofertas',
      imageAlt: 'Una terraza de hotel al sol',
    },
    giveStay: {
      title: 'Regala una escapada, ellos eligen la fecha',
      subtitle: 'Un bono regalo válido un año para dos personas, enviado al momento.',
      cta: 'Regalar una escapada',
      imageAlt: 'Una pareja abre un regalo',
    },
    giveActivity: {
      title: 'Un día para regalar',
      subtitle: 'Spa, cata o excursión: actividades sin noche de hotel, válidas 12 meses.',
      cta: 'Ver las actividades',
      imageAlt: 'Dos amigas en un spa',
    },
    treatYourself: {
      title: '¿Y si te escapas tú también?',
      subtitle: 'Las mismas escapadas, para reservar para ti, en tus fechas.',
      cta: 'Reservar para mí',
      imageAlt: 'Una habitación con vistas al campo',
    },
    stayTheNight: {
      title: 'Quédate una noche más',
      subtitle: 'Hotel, desayuno y actividades juntos en una escapada todo incluido.',
      cta: 'Ver las escapadas',
      imageAlt: 'Un desayuno servido en la habitación',
    },
  },
  seoText: {
    title: (place) => `${place}: nuestras escapadas todo incluido`,
    why: {
      heading: (place) => `¿Por qué elegir ${place}?`,
      text: (place, region, count) =>
        `${place}${region ? `, en ${region},` : ''} es ideal para una escapada de dos o tres días. Te proponemos ${count} escapada${count > 1 ? 's' : ''} que reúnen la noche de hotel, el desayuno y actividades elegidas por nuestro equipo, para disfrutar del lugar sin organizar nada.`,
    },
    themes: {
      heading: () => '¿Qué hacer allí?',
      text: (_place, themes) =>
        `Allí, los viajeros eligen sobre todo nuestras escapadas de ${themes}. Cada oferta detalla lo que incluye: cena, acceso al spa, cata o visita guiada.`,
    },
    nearby: {
      heading: () => 'Alrededores',
      text: (places) => `¿Te apetece otro paisaje? Descubre también nuestras escapadas: ${places}.`,
    },
    practical: {
      heading: 'Información práctica',
      text: 'La mayoría de las escapadas se pueden modificar hasta la fecha límite indicada en la oferta, y la tasa turística se paga en el alojamiento. También puedes regalar cualquiera de ellas: quien la recibe elige las fechas durante un año.',
    },
    readMore: 'Leer más',
    readLess: 'Leer menos',
    and: 'y',
  },
  ideas: {
    title: 'Ideas de escapada',
    intro: '¿Te falta inspiración? Aquí tienes nuestras ideas, por temática y por destino.',
    themesTitle: 'Por temática',
    themesIntro: 'Romántica, gastronómica o deportiva: encuentra la escapada que va contigo.',
    destinationsTitle: (country) => `Los destinos favoritos en ${country}`,
    destinationsIntro: 'Las ciudades donde más reservan nuestros viajeros ahora mismo.',
    giftsTitle: 'Ideas para regalar',
    giftIdea: (theme) => `Regalar una escapada: ${theme.toLowerCase()}`,
  },
  staticPages: {
    'legal-notice': {
      title: 'Aviso legal',
      description: 'Titular, alojamiento y datos de contacto del sitio.',
      content: ({ siteName }) =>
        `## Titular del sitio\n\n${siteName} es un servicio de Escapade SAS, con domicilio en 12 rue des Voyageurs, 75010 París (Francia).\n\n## Alojamiento\n\nEl sitio está alojado en la Unión Europea por un proveedor certificado.\n\n## Contacto\n\nNuestro servicio de atención al cliente te atiende de lunes a viernes de 10 a 18 h desde la página [Contacto](/contact).`,
    },
    'terms-of-sale': {
      title: 'Condiciones generales de venta',
      description: 'Las reglas que se aplican a tus reservas y bonos regalo.',
      content: () =>
        `## Objeto\n\nEstas condiciones regulan la venta de escapadas, actividades y bonos regalo en el sitio.\n\n## Precios\n\nLos precios se indican en euros con impuestos incluidos, salvo la tasa turística que se paga en el hotel cuando corresponde.\n\n## Modificación y cancelación\n\nPuedes modificar tu escapada sin coste hasta la fecha límite indicada: si la nueva es más barata, te devolvemos la diferencia; si es más cara, pagas la diferencia. Si cancelas antes de la fecha límite, te reembolsamos el 80 % del importe de cada noche. Después de la fecha de llegada no hay reembolso.\n\n## Bonos regalo\n\nUn bono de escapada es válido durante un año para dos personas. El bono digital se envía al instante por e-mail; el cofre se entrega gratis en 2 a 4 días laborables. Un bono de actividad es válido 12 meses.`,
    },
    privacy: {
      title: 'Protección de datos',
      description: 'Cómo usamos y protegemos tus datos.',
      content: () =>
        `## Qué datos recogemos\n\nTu nombre, tu e-mail, tu teléfono y los datos de tus reservas.\n\n## Para qué\n\nPara gestionar tus reservas, enviarte tus bonos regalo y, si lo aceptas, nuestra newsletter.\n\n## Tus derechos\n\nTienes derecho de acceso, rectificación, supresión y oposición. Escríbenos desde la página [Contacto](/contact): respondemos en 30 días.\n\n## Conservación\n\nLos datos de reserva se conservan durante el plazo legal; los datos de marketing, tres años desde tu último contacto.`,
    },
    cookies: {
      title: 'Política de cookies',
      description: 'Las cookies del sitio y cómo gestionarlas.',
      content: () =>
        `## Cookies necesarias\n\nRecuerdan tu idioma, tu sesión y tus últimas búsquedas. No se pueden desactivar.\n\n## Analítica\n\nNos ayudan a entender qué páginas son útiles. Solo se instalan con tu consentimiento.\n\n## Publicidad\n\nPermiten mostrarte nuestras ofertas en otros sitios. Puedes rechazarlas en cualquier momento desde el enlace «Gestionar cookies» al pie de página.`,
    },
    about: {
      title: 'Quiénes somos',
      description: 'La historia de Escapade y sus 15 años de colaboración con hoteleros.',
      content: ({ country }) =>
        `## Las escapadas, nuestro oficio\n\nDesde hace 15 años creamos con los hoteleros escapadas todo incluido: la noche, el desayuno, una cena y actividades elegidas en el destino.\n\n## Una selección exigente\n\nVisitamos cada hotel y nuestros viajeros valoran cada escapada. En ${country}, nuestros expertos locales renuevan la selección cada semana.\n\n## Lo que dicen nuestros viajeros\n\nEscapade tiene una nota de 4,5/5 en 4146 opiniones.`,
    },
    faq: {
      title: 'Preguntas frecuentes',
      description: 'Respuestas a las preguntas más habituales sobre escapadas y regalos.',
      content: () =>
        `## ¿Cómo uso un bono regalo?\n\nEntra en el sitio, elige una escapada e introduce el código del bono al pagar.\n\n## ¿Cuánto tiempo es válido mi bono?\n\nUn año para una escapada, 12 meses para una actividad.\n\n## ¿Está incluida la tasa turística?\n\nNo: se paga en el hotel cuando el municipio la aplica.\n\n## ¿Puedo pagar a plazos?\n\nSí, en 3 plazos a partir de 200 € y en 4 a partir de 250 €, para llegadas dentro de más de 7 días.\n\n## ¿Cómo contacto con atención al cliente?\n\nDe lunes a viernes de 10 a 18 h desde la página [Contacto](/contact).`,
    },
  },
  miniSiteFooter: (partner) =>
    `Oferta reservada a los lectores y socios de **${partner}**, en colaboración con Escapade. Condiciones en [Condiciones generales de venta](/page/terms-of-sale).`,
  landing: {
    slug: 'escapadas-ultimo-minuto',
    title: 'Escapadas de último minuto',
    intro: 'Sal este mismo fin de semana: estancias con desayuno, cenas y actividades, para reservar hasta el último momento.',
    description: 'Nuestras escapadas de último minuto: reserva hoy y sal mañana.',
  },
};
