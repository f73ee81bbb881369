import type { Flow, Language } from '@escapade/api-contract';
import type { AnnouncementPageKind, HomeFlow } from './content-documents';

/** Ids of the static pages (legal texts and help), shared by every market so alternate links line up. */
export const STATIC_PAGE_IDS = ['legal-notice', 'terms-of-sale', 'privacy', 'cookies', 'about', 'faq'] as const;

/** A static page id. */
export type StaticPageId = (typeof STATIC_PAGE_IDS)[number];

/** What a static page template knows about its market. */
export interface MarketFacts {
  country: string;
  siteName: string;
}

/** A text with a title, a sub-title and a button label. */
export interface Teaser {
  title: string;
  subtitle: string;
  cta: string;
}

/** A gift box of the boxes block: its name and what it contains. */
export interface BoxCopy {
  title: string;
  includedContent: string[];
}

/**
 * Every marketing and legal text of the content, written per language (templates, never machine
 * translation placeholders) so each market reads as its own site.
 */
export interface ContentCopy {
  language: Language;
  home: {
    seoTitle: (flow: HomeFlow, country: string) => string;
    seoDescription: (flow: HomeFlow, country: string) => string;
    jumbotron: Record<HomeFlow, { title: string; subtitle: string }>;
    jumbotronAlt: (country: string) => string;
    usp: { icon: string; title: string; text: string }[];
    marketing: Record<HomeFlow, { title: string; text: string; cta: string }>;
    categoriesTitle: Record<HomeFlow, string>;
    topSearchTitle: (flow: HomeFlow, city: string) => string;
  };
  announcement: Record<AnnouncementPageKind, string>;
  promoBar: Record<Flow, { main: string; secondary: string }>;
  navigation: {
    destinationsIn: (country: string) => string;
    themes: string;
    themeIn: (theme: string, country: string) => string;
  };
  thisWeek: {
    title: (theme: string) => string;
    descriptions: ((theme: string, country: string) => string)[];
  };
  banners: {
    home: Teaser;
    gifting: Teaser;
    activity: Teaser;
    lessThanTwoHours: Teaser;
    place: (name: string) => Teaser;
    theme: (theme: string) => Teaser;
    giftCta: string;
  };
  boxBlock: {
    campaign: string;
    title: string;
    subtitle: string;
    buttonLabel: string;
    boxes: BoxCopy[];
  };
  giftBlock: { title: string; subtitle: string };
  ideas: {
    title: string;
    intro: string;
    themesTitle: string;
    themesIntro: string;
    destinationsTitle: (country: string) => string;
    destinationsIntro: string;
    giftsTitle: string;
    giftIdea: (theme: string) => string;
  };
  staticPages: Record<
    StaticPageId,
    {
      title: string;
      description: string;
      content: (market: MarketFacts) => string;
    }
  >;
  miniSiteFooter: (partner: string) => string;
}

const FRENCH: ContentCopy = {
  language: 'fr',
  home: {
    seoTitle: (flow, country) =>
      ({
        booking: `Week-ends et courts séjours en ${country} | Escapade`,
        gifting: `Offrir un séjour : coffrets et bons cadeaux | Escapade`,
        activity: `Activités et sorties à la journée en ${country} | Escapade`,
      })[flow],
    seoDescription: (flow, country) =>
      ({
        booking: `Réservez un week-end tout compris en ${country} : hôtel, petit-déjeuner, dîner et activités sélectionnés par nos experts, au meilleur prix.`,
        gifting: `Offrez un séjour valable un an pour deux personnes : le bénéficiaire choisit ses dates. Bon cadeau numérique envoyé immédiatement ou coffret livré gratuitement.`,
        activity: `Spa, dégustation, balade en canoë : des activités à la journée près de chez vous, sans nuit d’hôtel, valables 12 mois.`,
      })[flow],
    jumbotron: {
      booking: {
        title: 'Le week-end qui vous ressemble',
        subtitle: 'Hôtel, dîner et activités réunis en un seul séjour, partout près de chez vous.',
      },
      gifting: {
        title: 'Offrez une parenthèse à deux',
        subtitle: 'Un bon cadeau valable un an : ils choisissent la date, vous faites plaisir.',
      },
      activity: {
        title: 'Une journée pour souffler',
        subtitle: 'Des activités à vivre sans passer la nuit, à moins de 2h de chez vous.',
      },
    },
    jumbotronAlt: (country) => `Un couple en escapade en ${country}`,
    usp: [
      {
        icon: 'handshake',
        title: '15 ans de partenariats',
        text: 'Nous connaissons chaque hôtel et chaque activité que nous vous proposons.',
      },
      {
        icon: 'tag',
        title: 'Le meilleur prix',
        text: 'Des séjours tout compris jusqu’à 40 % moins chers qu’en réservant séparément.',
      },
      {
        icon: 'calendar',
        title: 'Annulation flexible',
        text: 'Sur la plupart des séjours, modifiez ou annulez jusqu’à la date limite.',
      },
      {
        icon: 'star',
        title: '4,5/5 sur 4146 avis',
        text: 'Nos voyageurs recommandent Escapade à leurs proches.',
      },
    ],
    marketing: {
      booking: {
        title: 'Partez sans rien organiser',
        text: 'Chaque week-end réunit la nuit, le petit-déjeuner et des activités choisies pour vous. Il ne reste plus qu’à faire la valise.',
        cta: 'Voir les séjours',
      },
      gifting: {
        title: 'Le cadeau qui fait voyager',
        text: 'Bon cadeau numérique envoyé par e-mail en un instant, ou coffret livré gratuitement en 2 à 4 jours ouvrés.',
        cta: 'Choisir un séjour à offrir',
      },
      activity: {
        title: 'Des envies à la journée',
        text: 'Massage en duo, cours de cuisine ou descente en rafting : réservez une activité et vivez-la quand vous voulez pendant 12 mois.',
        cta: 'Voir les activités',
      },
    },
    categoriesTitle: {
      booking: 'Nos envies du moment',
      gifting: 'Un séjour à offrir pour chaque envie',
      activity: 'Trouvez votre activité',
    },
    topSearchTitle: (flow, city) =>
      ({
        booking: `Les séjours les plus réservés à ${city}`,
        gifting: `Les séjours à offrir près de ${city}`,
        activity: `Les activités préférées autour de ${city}`,
      })[flow],
  },
  announcement: {
    homePages: '**10 % de remise supplémentaire** sur une sélection de week-ends, jusqu’à dimanche.',
    searchPages: 'Annulation flexible sur la plupart de nos séjours : **réservez l’esprit tranquille**.',
    productPages: 'Payez en **3x ou 4x** à partir de 200 € sur les séjours éligibles.',
  },
  promoBar: {
    booking: {
      main: 'Ventes flash : jusqu’à -40 % sur les week-ends',
      secondary: 'Idées cadeaux',
    },
    gifting: {
      main: 'Le bon cadeau numérique, reçu en un instant',
      secondary: 'Carte cadeau',
    },
    activity: {
      main: 'Activités à moins de 2h de chez vous',
      secondary: 'Offrir une activité',
    },
    hotel: {
      main: 'Dernière minute : les meilleurs prix de la semaine',
      secondary: 'Week-ends tout compris',
    },
  },
  navigation: {
    destinationsIn: (country) => `Destinations en ${country}`,
    themes: 'Nos envies',
    themeIn: (theme, country) => `${theme} en ${country}`,
  },
  thisWeek: {
    title: (theme) => `Cette semaine : ${theme}`,
    descriptions: [
      (theme, country) => `Notre sélection « ${theme} » du moment : des week-ends en ${country} choisis par l’équipe, à réserver avant qu’ils ne soient complets.`,
      (theme) => `Envie de changer d’air ? Laissez-vous tenter par nos séjours « ${theme} », avec hôtel et activités inclus.`,
      (theme, country) => `Les voyageurs l’adorent : l’esprit « ${theme} » à moins de 2h de chez vous, partout en ${country}.`,
    ],
  },
  banners: {
    home: {
      title: 'Vos prochains week-ends commencent ici',
      subtitle: 'Plus de 6 000 séjours tout compris, sélectionnés un par un.',
      cta: 'Je trouve mon séjour',
    },
    gifting: {
      title: 'Offrez un séjour, ils choisissent la date',
      subtitle: 'Valable un an pour deux personnes, en bon numérique ou en coffret.',
      cta: 'J’offre un séjour',
    },
    activity: {
      title: 'Une activité, sans la nuit d’hôtel',
      subtitle: 'Spa, gastronomie, sensations : réservez et vivez-la dans les 12 mois.',
      cta: 'Je découvre les activités',
    },
    lessThanTwoHours: {
      title: 'À moins de 2h de chez vous',
      subtitle: 'Pas besoin d’aller loin pour se dépayser : nos séjours tout près.',
      cta: 'Je pars tout près',
    },
    place: (name) => ({
      title: `Escapade à ${name}`,
      subtitle: `Nos plus beaux séjours à ${name} et alentour, hôtel et activités compris.`,
      cta: `Découvrir ${name}`,
    }),
    theme: (theme) => ({
      title: `Séjours ${theme.toLowerCase()}`,
      subtitle: `Une sélection de week-ends « ${theme} » pensée par nos experts.`,
      cta: 'Voir la sélection',
    }),
    giftCta: 'Offrir ce séjour',
  },
  boxBlock: {
    campaign: 'coffrets-saison',
    title: 'Nos coffrets cadeaux',
    subtitle: 'Des centaines d’hôtels au choix dans chaque coffret, valable un an.',
    buttonLabel: 'Voir tous les coffrets',
    boxes: [
      {
        title: 'Week-end gourmand',
        includedContent: ['1 nuit pour 2', 'Petit-déjeuner', 'Dîner du terroir'],
      },
      {
        title: 'Parenthèse bien-être',
        includedContent: ['1 nuit pour 2', 'Petit-déjeuner', 'Accès au spa'],
      },
      {
        title: 'Escapade romantique',
        includedContent: ['1 nuit pour 2', 'Bouteille de champagne', 'Départ tardif'],
      },
      {
        title: 'Séjour d’exception',
        includedContent: ['2 nuits pour 2', 'Hôtels 4 et 5 étoiles', 'Dîner gastronomique'],
      },
      {
        title: 'Nature et aventure',
        includedContent: ['1 nuit pour 2', 'Petit-déjeuner', 'Activité en plein air'],
      },
      {
        title: 'Châteaux et demeures',
        includedContent: ['1 nuit pour 2', 'Petit-déjeuner', 'Visite du domaine'],
      },
    ],
  },
  giftBlock: {
    title: 'Faites plaisir avec un séjour',
    subtitle: 'Coffret, séjour à offrir, carte cadeau ou activité : à chacun son cadeau.',
  },
  ideas: {
    title: 'Idées de week-end',
    intro: 'En manque d’inspiration ? Voici nos idées d’escapades, par envie et par destination.',
    themesTitle: 'Par envie',
    themesIntro: 'Romantique, gourmand ou sportif : trouvez le séjour qui vous correspond.',
    destinationsTitle: (country) => `Les destinations préférées en ${country}`,
    destinationsIntro: 'Les villes où nos voyageurs réservent le plus en ce moment.',
    giftsTitle: 'Idées cadeaux',
    giftIdea: (theme) => `Offrir un séjour ${theme.toLowerCase()}`,
  },
  staticPages: {
    'legal-notice': {
      title: 'Mentions légales',
      description: 'Éditeur, hébergeur et coordonnées du site.',
      content: ({ siteName }) =>
        `## Éditeur du site\n\n${siteName} est édité par Escapade SAS, société par actions simplifiée au capital de 250 000 €, 12 rue des Voyageurs, 75010 Paris, immatriculée au registre du commerce de Paris.\n\n## Directeur de la publication\n\nLe président d’Escapade SAS.\n\n## Hébergement\n\nLe site est hébergé dans l’Union européenne par un prestataire certifié.\n\n## Nous contacter\n\nNotre service client vous répond du lundi au vendredi de 10h à 18h depuis la page [Contact](/contact).`,
    },
    'terms-of-sale': {
      title: 'Conditions générales de vente',
      description: 'Les règles qui s’appliquent à vos réservations et à vos bons cadeaux.',
      content: () =>
        `## Objet\n\nLes présentes conditions régissent la vente de séjours, d’activités et de bons cadeaux sur le site.\n\n## Prix\n\nLes prix sont indiqués en euros, toutes taxes comprises, hors taxe de séjour à régler sur place lorsque l’hôtel l’indique.\n\n## Modification et annulation\n\nVous pouvez modifier votre séjour gratuitement jusqu’à la date limite indiquée : si le nouveau séjour est moins cher, la différence vous est remboursée ; s’il est plus cher, vous réglez la différence. Une annulation avant la date limite donne lieu au remboursement de 80 % du montant de chaque nuit. Après la date d’arrivée, aucun remboursement n’est possible.\n\n## Bons cadeaux\n\nUn bon cadeau séjour est valable un an pour deux personnes. Le bon numérique est envoyé immédiatement par e-mail ; le coffret est livré gratuitement en 2 à 4 jours ouvrés. Un bon activité est valable 12 mois.`,
    },
    privacy: {
      title: 'Protection des données personnelles',
      description: 'Comment nous utilisons et protégeons vos données.',
      content: () =>
        `## Les données que nous collectons\n\nVotre nom, votre adresse e-mail, votre numéro de téléphone et les informations de vos réservations.\n\n## Pourquoi\n\nPour gérer vos réservations, vous envoyer vos bons cadeaux et, si vous l’acceptez, notre newsletter.\n\n## Vos droits\n\nVous disposez d’un droit d’accès, de rectification, d’effacement et d’opposition. Écrivez-nous depuis la page [Contact](/contact) : nous répondons sous 30 jours.\n\n## Conservation\n\nLes données de réservation sont conservées pendant la durée légale ; les données marketing trois ans après votre dernier contact.`,
    },
    cookies: {
      title: 'Politique cookies',
      description: 'Les cookies utilisés sur le site et comment les gérer.',
      content: () =>
        `## Cookies nécessaires\n\nIls retiennent votre langue, votre session et vos dernières recherches. Ils ne peuvent pas être désactivés.\n\n## Mesure d’audience\n\nIls nous aident à comprendre quelles pages sont utiles. Ils ne sont déposés qu’avec votre accord.\n\n## Publicité\n\nIls permettent de vous montrer nos offres sur d’autres sites. Vous pouvez les refuser à tout moment depuis le lien « Gérer mes cookies » en bas de page.`,
    },
    about: {
      title: 'Qui sommes-nous ?',
      description: 'L’histoire d’Escapade et de ses 15 ans de partenariats avec les hôteliers.',
      content: ({ country }) =>
        `## Le week-end, notre métier\n\nDepuis 15 ans, nous construisons avec les hôteliers des séjours tout compris : la nuit, le petit-déjeuner, un dîner et des activités choisies sur place.\n\n## Une sélection exigeante\n\nChaque hôtel est visité et chaque séjour est noté par nos voyageurs. En ${country}, nos experts locaux renouvellent la sélection chaque semaine.\n\n## Nos voyageurs en parlent\n\nEscapade est noté 4,5/5 sur 4146 avis.`,
    },
    faq: {
      title: 'Questions fréquentes',
      description: 'Les réponses aux questions les plus posées sur nos séjours et nos cadeaux.',
      content: () =>
        `## Comment utiliser un bon cadeau ?\n\nRendez-vous sur le site, choisissez un séjour et saisissez le code de votre bon au moment du paiement.\n\n## Combien de temps mon bon est-il valable ?\n\nUn an pour un séjour, 12 mois pour une activité.\n\n## La taxe de séjour est-elle comprise ?\n\nNon : elle est réglée sur place à l’hôtel lorsque la commune l’applique.\n\n## Puis-je payer en plusieurs fois ?\n\nOui, en 3x à partir de 200 € et en 4x à partir de 250 €, pour une arrivée dans plus de 7 jours.\n\n## Comment joindre le service client ?\n\nDu lundi au vendredi de 10h à 18h depuis la page [Contact](/contact).`,
    },
  },
  miniSiteFooter: (partner) =>
    `Offre réservée aux lecteurs et membres de **${partner}**, en partenariat avec Escapade. Conditions sur la page [Conditions générales de vente](/page/terms-of-sale).`,
};

const SPANISH: ContentCopy = {
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
};

const ITALIAN: ContentCopy = {
  language: 'it',
  home: {
    seoTitle: (flow, country) =>
      ({
        booking: `Weekend e fughe brevi in ${country} | Escapade`,
        gifting: `Regalare un soggiorno: cofanetti e buoni regalo | Escapade`,
        activity: `Attività di un giorno in ${country} | Escapade`,
      })[flow],
    seoDescription: (flow, country) =>
      ({
        booking: `Prenota un weekend tutto compreso in ${country}: hotel, colazione, cena e attività scelte dai nostri esperti, al miglior prezzo.`,
        gifting: `Regala un soggiorno valido un anno per due persone: chi lo riceve sceglie le date. Buono digitale immediato o cofanetto con spedizione gratuita.`,
        activity: `Spa, degustazioni, canoa: attività di un giorno vicino a casa, senza notte in hotel, valide 12 mesi.`,
      })[flow],
    jumbotron: {
      booking: {
        title: 'Il weekend che ti somiglia',
        subtitle: 'Hotel, cena e attività in un solo soggiorno, vicino a casa.',
      },
      gifting: {
        title: 'Regala una pausa a due',
        subtitle: 'Un buono valido un anno: loro scelgono la data, tu fai centro.',
      },
      activity: {
        title: 'Una giornata per staccare',
        subtitle: 'Attività da vivere senza pernottare, a meno di 2 ore da casa.',
      },
    },
    jumbotronAlt: (country) => `Una coppia in fuga romantica in ${country}`,
    usp: [
      {
        icon: 'handshake',
        title: '15 anni di collaborazioni',
        text: 'Conosciamo ogni hotel e ogni attività che ti proponiamo.',
      },
      {
        icon: 'tag',
        title: 'Il miglior prezzo',
        text: 'Soggiorni tutto compreso fino al 40 % in meno rispetto alla prenotazione separata.',
      },
      {
        icon: 'calendar',
        title: 'Cancellazione flessibile',
        text: 'Sulla maggior parte dei soggiorni, modifica o annulla fino alla scadenza.',
      },
      {
        icon: 'star',
        title: '4,5/5 su 4146 recensioni',
        text: 'I nostri viaggiatori consigliano Escapade ai loro cari.',
      },
    ],
    marketing: {
      booking: {
        title: 'Parti senza organizzare nulla',
        text: 'Ogni weekend riunisce la notte, la colazione e attività scelte per te. Resta solo da preparare la valigia.',
        cta: 'Vedi i soggiorni',
      },
      gifting: {
        title: 'Il regalo che fa viaggiare',
        text: 'Buono digitale inviato via e-mail in un istante, o cofanetto spedito gratis in 2-4 giorni lavorativi.',
        cta: 'Scegli un soggiorno da regalare',
      },
      activity: {
        title: 'Idee per una giornata',
        text: 'Massaggio di coppia, corso di cucina o rafting: prenota un’attività e vivila quando vuoi entro 12 mesi.',
        cta: 'Vedi le attività',
      },
    },
    categoriesTitle: {
      booking: 'Le nostre idee del momento',
      gifting: 'Un soggiorno da regalare per ogni desiderio',
      activity: 'Trova la tua attività',
    },
    topSearchTitle: (flow, city) =>
      ({
        booking: `I soggiorni più prenotati a ${city}`,
        gifting: `Soggiorni da regalare vicino a ${city}`,
        activity: `Le attività preferite intorno a ${city}`,
      })[flow],
  },
  announcement: {
    homePages: '**10 % di sconto extra** su una selezione di weekend, fino a domenica.',
    searchPages: 'Cancellazione flessibile sulla maggior parte dei soggiorni: **prenota in tutta serenità**.',
    productPages: 'Paga in **3 o 4 rate** da 200 € sui soggiorni idonei.',
  },
  promoBar: {
    booking: {
      main: 'Offerte lampo: fino al -40 % sui weekend',
      secondary: 'Idee regalo',
    },
    gifting: {
      main: 'Il buono regalo digitale, subito nella tua casella',
      secondary: 'Carta regalo',
    },
    activity: {
      main: 'Attività a meno di 2 ore da casa',
      secondary: 'Regala un’attività',
    },
    hotel: {
      main: 'Ultimo minuto: i prezzi migliori della settimana',
      secondary: 'Weekend tutto compreso',
    },
  },
  navigation: {
    destinationsIn: (country) => `Destinazioni in ${country}`,
    themes: 'Le nostre idee',
    themeIn: (theme, country) => `${theme} in ${country}`,
  },
  thisWeek: {
    title: (theme) => `Questa settimana: ${theme}`,
    descriptions: [
      (theme, country) => `La nostra selezione «${theme}» del momento: weekend in ${country} scelti dal team, da prenotare prima che finiscano.`,
      (theme) => `Voglia di cambiare aria? Lasciati tentare dai nostri soggiorni «${theme}», con hotel e attività inclusi.`,
      (theme, country) => `I viaggiatori lo adorano: lo spirito «${theme}» a meno di 2 ore da casa, in tutta ${country}.`,
    ],
  },
  banners: {
    home: {
      title: 'I tuoi prossimi weekend iniziano qui',
      subtitle: 'Oltre 6000 soggiorni tutto compreso, scelti uno per uno.',
      cta: 'Trova il tuo soggiorno',
    },
    gifting: {
      title: 'Regala un soggiorno, loro scelgono la data',
      subtitle: 'Valido un anno per due persone, in buono digitale o cofanetto.',
      cta: 'Regala un soggiorno',
    },
    activity: {
      title: 'Un’attività, senza notte in hotel',
      subtitle: 'Spa, gastronomia, avventura: prenota e vivila entro 12 mesi.',
      cta: 'Scopri le attività',
    },
    lessThanTwoHours: {
      title: 'A meno di 2 ore da casa',
      subtitle: 'Non serve andare lontano per staccare: i nostri soggiorni più vicini.',
      cta: 'Parto vicino',
    },
    place: (name) => ({
      title: `Fuga a ${name}`,
      subtitle: `I nostri soggiorni più belli a ${name} e dintorni, con hotel e attività.`,
      cta: `Scopri ${name}`,
    }),
    theme: (theme) => ({
      title: `Soggiorni: ${theme.toLowerCase()}`,
      subtitle: `Una selezione «${theme}» pensata dai nostri esperti.`,
      cta: 'Vedi la selezione',
    }),
    giftCta: 'Regala questo soggiorno',
  },
  boxBlock: {
    campaign: 'cofanetti-stagione',
    title: 'I nostri cofanetti regalo',
    subtitle: 'Centinaia di hotel tra cui scegliere in ogni cofanetto, valido un anno.',
    buttonLabel: 'Vedi tutti i cofanetti',
    boxes: [
      {
        title: 'Weekend goloso',
        includedContent: ['1 notte per 2', 'Colazione', 'Cena tipica'],
      },
      {
        title: 'Pausa benessere',
        includedContent: ['1 notte per 2', 'Colazione', 'Accesso alla spa'],
      },
      {
        title: 'Fuga romantica',
        includedContent: ['1 notte per 2', 'Bottiglia di prosecco', 'Partenza posticipata'],
      },
      {
        title: 'Soggiorno d’eccezione',
        includedContent: ['2 notti per 2', 'Hotel 4 e 5 stelle', 'Cena gourmet'],
      },
      {
        title: 'Natura e avventura',
        includedContent: ['1 notte per 2', 'Colazione', 'Attività all’aperto'],
      },
      {
        title: 'Castelli e dimore',
        includedContent: ['1 notte per 2', 'Colazione', 'Visita della tenuta'],
      },
    ],
  },
  giftBlock: {
    title: 'Fai felice qualcuno con un soggiorno',
    subtitle: 'Soggiorno da regalare, carta regalo o attività: a ognuno il suo regalo.',
  },
  ideas: {
    title: 'Idee weekend',
    intro: 'A corto di ispirazione? Ecco le nostre idee di fuga, per desiderio e per destinazione.',
    themesTitle: 'Per desiderio',
    themesIntro: 'Romantico, goloso o sportivo: trova il soggiorno che fa per te.',
    destinationsTitle: (country) => `Le destinazioni preferite in ${country}`,
    destinationsIntro: 'Le città dove i nostri viaggiatori prenotano di più in questo momento.',
    giftsTitle: 'Idee regalo',
    giftIdea: (theme) => `Regalare un soggiorno: ${theme.toLowerCase()}`,
  },
  staticPages: {
    'legal-notice': {
      title: 'Note legali',
      description: 'Editore, hosting e contatti del sito.',
      content: ({ siteName }) =>
        `## Editore del sito\n\n${siteName} è un servizio di Escapade SAS, con sede in 12 rue des Voyageurs, 75010 Parigi (Francia).\n\n## Hosting\n\nIl sito è ospitato nell’Unione europea da un fornitore certificato.\n\n## Contatti\n\nIl nostro servizio clienti risponde dal lunedì al venerdì dalle 10 alle 18 dalla pagina [Contatti](/contact).`,
    },
    'terms-of-sale': {
      title: 'Condizioni generali di vendita',
      description: 'Le regole che valgono per le tue prenotazioni e i tuoi buoni regalo.',
      content: () =>
        `## Oggetto\n\nLe presenti condizioni regolano la vendita di soggiorni, attività e buoni regalo sul sito.\n\n## Prezzi\n\nI prezzi sono indicati in euro, tasse incluse, esclusa l’imposta di soggiorno da pagare in hotel quando prevista.\n\n## Modifica e cancellazione\n\nPuoi modificare il soggiorno gratuitamente fino alla scadenza indicata: se il nuovo soggiorno costa meno ti rimborsiamo la differenza, se costa di più paghi la differenza. Annullando prima della scadenza ricevi il rimborso dell’80 % dell’importo di ogni notte. Dopo la data di arrivo non è previsto alcun rimborso.\n\n## Buoni regalo\n\nUn buono soggiorno è valido un anno per due persone. Il buono digitale arriva subito via e-mail. Un buono attività è valido 12 mesi.`,
    },
    privacy: {
      title: 'Protezione dei dati personali',
      description: 'Come usiamo e proteggiamo i tuoi dati.',
      content: () =>
        `## Quali dati raccogliamo\n\nIl tuo nome, l’indirizzo e-mail, il numero di telefono e i dati delle prenotazioni.\n\n## Perché\n\nPer gestire le prenotazioni, inviarti i buoni regalo e, se lo accetti, la nostra newsletter.\n\n## I tuoi diritti\n\nHai diritto di accesso, rettifica, cancellazione e opposizione. Scrivici dalla pagina [Contatti](/contact): rispondiamo entro 30 giorni.\n\n## Conservazione\n\nI dati delle prenotazioni sono conservati per il periodo di legge; i dati di marketing per tre anni dall’ultimo contatto.`,
    },
    cookies: {
      title: 'Informativa sui cookie',
      description: 'I cookie del sito e come gestirli.',
      content: () =>
        `## Cookie necessari\n\nRicordano la lingua, la sessione e le ultime ricerche. Non possono essere disattivati.\n\n## Statistiche\n\nCi aiutano a capire quali pagine sono utili. Vengono installati solo con il tuo consenso.\n\n## Pubblicità\n\nCi permettono di mostrarti le nostre offerte su altri siti. Puoi rifiutarli in qualsiasi momento dal link «Gestisci i cookie» a piè di pagina.`,
    },
    about: {
      title: 'Chi siamo',
      description: 'La storia di Escapade e dei suoi 15 anni di collaborazione con gli albergatori.',
      content: ({ country }) =>
        `## Il weekend è il nostro mestiere\n\nDa 15 anni costruiamo con gli albergatori soggiorni tutto compreso: la notte, la colazione, una cena e attività scelte sul posto.\n\n## Una selezione rigorosa\n\nVisitiamo ogni hotel e i nostri viaggiatori valutano ogni soggiorno. In ${country} i nostri esperti locali rinnovano la selezione ogni settimana.\n\n## Cosa dicono i viaggiatori\n\nEscapade ha un voto di 4,5/5 su 4146 recensioni.`,
    },
    faq: {
      title: 'Domande frequenti',
      description: 'Le risposte alle domande più comuni su soggiorni e regali.',
      content: () =>
        `## Come si usa un buono regalo?\n\nVai sul sito, scegli un soggiorno e inserisci il codice del buono al momento del pagamento.\n\n## Quanto dura il mio buono?\n\nUn anno per un soggiorno, 12 mesi per un’attività.\n\n## L’imposta di soggiorno è inclusa?\n\nNo: si paga in hotel quando il comune la applica.\n\n## Posso pagare a rate?\n\nSì, anche con PayPal in 3 rate per importi da 30 a 2000 €.\n\n## Come contatto il servizio clienti?\n\nDal lunedì al venerdì dalle 10 alle 18 dalla pagina [Contatti](/contact).`,
    },
  },
  miniSiteFooter: (partner) =>
    `Offerta riservata ai lettori e soci di **${partner}**, in collaborazione con Escapade. Condizioni in [Condizioni generali di vendita](/page/terms-of-sale).`,
};

const DUTCH: ContentCopy = {
  language: 'nl',
  home: {
    seoTitle: (flow, country) =>
      ({
        booking: `Weekendjes weg en korte trips in ${country} | Escapade`,
        gifting: `Een verblijf cadeau doen: cadeaubonnen en boxen | Escapade`,
        activity: `Dagactiviteiten in ${country} | Escapade`,
      })[flow],
    seoDescription: (flow, country) =>
      ({
        booking: `Boek een all-in weekend in ${country}: hotel, ontbijt, diner en activiteiten gekozen door onze experts, voor de beste prijs.`,
        gifting: `Geef een verblijf cadeau, een jaar geldig voor twee personen: de ontvanger kiest zelf de datum. Digitale bon meteen in de mailbox of gratis geleverde box.`,
        activity: `Spa, proeverij, kanoën: dagactiviteiten dicht bij huis, zonder hotelovernachting, 12 maanden geldig.`,
      })[flow],
    jumbotron: {
      booking: {
        title: 'Het weekend dat bij je past',
        subtitle: 'Hotel, diner en activiteiten in één verblijf, dicht bij huis.',
      },
      gifting: {
        title: 'Geef samen even tijd cadeau',
        subtitle: 'Een bon die een jaar geldig is: zij kiezen de datum, jij scoort.',
      },
      activity: {
        title: 'Een dagje ertussenuit',
        subtitle: 'Activiteiten zonder overnachting, op minder dan 2 uur van huis.',
      },
    },
    jumbotronAlt: (country) => `Een stel op weekendje weg in ${country}`,
    usp: [
      {
        icon: 'handshake',
        title: '15 jaar partnerschappen',
        text: 'We kennen elk hotel en elke activiteit die we je aanbieden.',
      },
      {
        icon: 'tag',
        title: 'De beste prijs',
        text: 'All-in verblijven tot 40 % goedkoper dan alles apart boeken.',
      },
      {
        icon: 'calendar',
        title: 'Flexibel annuleren',
        text: 'Bij de meeste verblijven wijzig of annuleer je tot de uiterste datum.',
      },
      {
        icon: 'star',
        title: '4,5/5 uit 4146 reviews',
        text: 'Onze reizigers raden Escapade aan bij vrienden en familie.',
      },
    ],
    marketing: {
      booking: {
        title: 'Weg zonder iets te regelen',
        text: 'Elk weekend combineert de overnachting, het ontbijt en activiteiten die voor jou zijn gekozen. Alleen je koffer nog pakken.',
        cta: 'Bekijk de verblijven',
      },
      gifting: {
        title: 'Het cadeau dat op reis stuurt',
        text: 'Digitale bon direct per e-mail, of een box die gratis wordt geleverd binnen 2 tot 4 werkdagen.',
        cta: 'Kies een verblijf om cadeau te doen',
      },
      activity: {
        title: 'Dagjes uit',
        text: 'Duomassage, kookles of raften: boek een activiteit en beleef ze wanneer je wilt, binnen 12 maanden.',
        cta: 'Bekijk de activiteiten',
      },
    },
    categoriesTitle: {
      booking: 'Onze tips van het moment',
      gifting: 'Een verblijf cadeau voor elke smaak',
      activity: 'Vind jouw activiteit',
    },
    topSearchTitle: (flow, city) =>
      ({
        booking: `De meest geboekte verblijven in ${city}`,
        gifting: `Verblijven om cadeau te doen bij ${city}`,
        activity: `Favoriete activiteiten rond ${city}`,
      })[flow],
  },
  announcement: {
    homePages: '**10 % extra korting** op een selectie weekendjes weg, tot zondag.',
    searchPages: 'Flexibel annuleren bij de meeste verblijven: **boek zorgeloos**.',
    productPages: 'Betaal in **3 of 4 termijnen** vanaf 200 € bij geschikte verblijven.',
  },
  promoBar: {
    booking: {
      main: 'Flash sale: tot -40 % op weekendjes weg',
      secondary: 'Cadeau-ideeën',
    },
    gifting: {
      main: 'De digitale cadeaubon, meteen in de mailbox',
      secondary: 'Cadeaukaart',
    },
    activity: {
      main: 'Activiteiten op minder dan 2 uur van huis',
      secondary: 'Een activiteit cadeau doen',
    },
    hotel: {
      main: 'Last minute: de beste prijzen van de week',
      secondary: 'All-in weekendjes',
    },
  },
  navigation: {
    destinationsIn: (country) => `Bestemmingen in ${country}`,
    themes: 'Onze tips',
    themeIn: (theme, country) => `${theme} in ${country}`,
  },
  thisWeek: {
    title: (theme) => `Deze week: ${theme}`,
    descriptions: [
      (theme, country) => `Onze selectie ‘${theme}’ van het moment: weekendjes in ${country}, gekozen door het team. Boek ze voor ze volzet zijn.`,
      (theme) => `Zin in iets anders? Laat je verleiden door onze verblijven ‘${theme}’, met hotel en activiteiten inbegrepen.`,
      (theme, country) => `Reizigers zijn er dol op: ‘${theme}’ op minder dan 2 uur van huis, overal in ${country}.`,
    ],
  },
  banners: {
    home: {
      title: 'Je volgende weekendje weg begint hier',
      subtitle: 'Meer dan 6000 all-in verblijven, één voor één geselecteerd.',
      cta: 'Vind je verblijf',
    },
    gifting: {
      title: 'Geef een verblijf, zij kiezen de datum',
      subtitle: 'Een jaar geldig voor twee personen, als digitale bon of als box.',
      cta: 'Geef een verblijf cadeau',
    },
    activity: {
      title: 'Een activiteit, zonder hotelnacht',
      subtitle: 'Spa, lekker eten, avontuur: boek nu en beleef het binnen 12 maanden.',
      cta: 'Ontdek de activiteiten',
    },
    lessThanTwoHours: {
      title: 'Op minder dan 2 uur van huis',
      subtitle: 'Je hoeft niet ver te gaan om even weg te zijn: onze verblijven dichtbij.',
      cta: 'Ik ga dichtbij',
    },
    place: (name) => ({
      title: `Weekendje ${name}`,
      subtitle: `Onze mooiste verblijven in en rond ${name}, met hotel en activiteiten.`,
      cta: `Ontdek ${name}`,
    }),
    theme: (theme) => ({
      title: `Verblijven: ${theme.toLowerCase()}`,
      subtitle: `Een selectie ‘${theme}’ samengesteld door onze experts.`,
      cta: 'Bekijk de selectie',
    }),
    giftCta: 'Geef dit verblijf cadeau',
  },
  boxBlock: {
    campaign: 'boxen-seizoen',
    title: 'Onze cadeauboxen',
    subtitle: 'Honderden hotels om uit te kiezen in elke box, een jaar geldig.',
    buttonLabel: 'Bekijk alle boxen',
    boxes: [
      {
        title: 'Culinair weekend',
        includedContent: ['1 nacht voor 2', 'Ontbijt', 'Streekdiner'],
      },
      {
        title: 'Wellnessmoment',
        includedContent: ['1 nacht voor 2', 'Ontbijt', 'Toegang tot de spa'],
      },
      {
        title: 'Romantisch weekendje',
        includedContent: ['1 nacht voor 2', 'Fles bubbels', 'Late check-out'],
      },
      {
        title: 'Uitzonderlijk verblijf',
        includedContent: ['2 nachten voor 2', '4- en 5-sterrenhotels', 'Gastronomisch diner'],
      },
      {
        title: 'Natuur en avontuur',
        includedContent: ['1 nacht voor 2', 'Ontbijt', 'Buitenactiviteit'],
      },
      {
        title: 'Kastelen en landgoederen',
        includedContent: ['1 nacht voor 2', 'Ontbijt', 'Bezoek aan het domein'],
      },
    ],
  },
  giftBlock: {
    title: 'Verras iemand met een verblijf',
    subtitle: 'Box, verblijf, cadeaukaart of activiteit: voor ieder het juiste cadeau.',
  },
  ideas: {
    title: 'Ideeën voor een weekendje weg',
    intro: 'Inspiratie nodig? Hier zijn onze ideeën, per thema en per bestemming.',
    themesTitle: 'Per thema',
    themesIntro: 'Romantisch, culinair of sportief: vind het verblijf dat bij je past.',
    destinationsTitle: (country) => `Favoriete bestemmingen in ${country}`,
    destinationsIntro: 'De steden waar onze reizigers nu het meest boeken.',
    giftsTitle: 'Cadeau-ideeën',
    giftIdea: (theme) => `Een verblijf cadeau: ${theme.toLowerCase()}`,
  },
  staticPages: {
    'legal-notice': {
      title: 'Wettelijke vermeldingen',
      description: 'Uitgever, hosting en contactgegevens van de site.',
      content: ({ siteName }) =>
        `## Uitgever\n\n${siteName} is een dienst van Escapade SAS, 12 rue des Voyageurs, 75010 Parijs (Frankrijk).\n\n## Hosting\n\nDe site wordt gehost in de Europese Unie door een gecertificeerde provider.\n\n## Contact\n\nOnze klantendienst helpt je van maandag tot vrijdag van 10 tot 18 uur via de pagina [Contact](/contact).`,
    },
    'terms-of-sale': {
      title: 'Algemene verkoopvoorwaarden',
      description: 'De regels voor je boekingen en cadeaubonnen.',
      content: () =>
        `## Onderwerp\n\nDeze voorwaarden gelden voor de verkoop van verblijven, activiteiten en cadeaubonnen op de site.\n\n## Prijzen\n\nPrijzen staan in euro, inclusief btw, exclusief toeristenbelasting die ter plaatse wordt betaald als het hotel die vraagt.\n\n## Wijzigen en annuleren\n\nJe kunt je verblijf gratis wijzigen tot de vermelde uiterste datum: is het nieuwe verblijf goedkoper, dan krijg je het verschil terug; is het duurder, dan betaal je het verschil bij. Annuleer je voor de uiterste datum, dan krijg je 80 % van het bedrag van elke nacht terug. Na de aankomstdatum is er geen terugbetaling.\n\n## Cadeaubonnen\n\nEen verblijfsbon is een jaar geldig voor twee personen. De digitale bon komt meteen per e-mail; de box wordt gratis geleverd binnen 2 tot 4 werkdagen. Een activiteitenbon is 12 maanden geldig.`,
    },
    privacy: {
      title: 'Gegevensbescherming',
      description: 'Hoe we je gegevens gebruiken en beschermen.',
      content: () =>
        `## Welke gegevens we verzamelen\n\nJe naam, e-mailadres, telefoonnummer en de gegevens van je boekingen.\n\n## Waarom\n\nOm je boekingen te beheren, je cadeaubonnen te versturen en, als je dat wilt, onze nieuwsbrief.\n\n## Je rechten\n\nJe hebt recht op inzage, verbetering, verwijdering en bezwaar. Schrijf ons via de pagina [Contact](/contact): we antwoorden binnen 30 dagen.\n\n## Bewaring\n\nBoekingsgegevens bewaren we zo lang als de wet vraagt; marketinggegevens drie jaar na je laatste contact.`,
    },
    cookies: {
      title: 'Cookiebeleid',
      description: 'De cookies van de site en hoe je ze beheert.',
      content: () =>
        `## Noodzakelijke cookies\n\nZe onthouden je taal, je sessie en je laatste zoekopdrachten. Ze kunnen niet worden uitgeschakeld.\n\n## Statistieken\n\nZe helpen ons begrijpen welke pagina’s nuttig zijn. We plaatsen ze alleen met je toestemming.\n\n## Advertenties\n\nHiermee tonen we onze aanbiedingen op andere sites. Je kunt ze altijd weigeren via de link ‘Cookies beheren’ onderaan de pagina.`,
    },
    about: {
      title: 'Over ons',
      description: 'Het verhaal van Escapade en 15 jaar samenwerking met hoteliers.',
      content: ({ country }) =>
        `## Weekendjes weg zijn ons vak\n\nAl 15 jaar stellen we samen met hoteliers all-in verblijven samen: de overnachting, het ontbijt, een diner en activiteiten ter plaatse.\n\n## Een strenge selectie\n\nWe bezoeken elk hotel en onze reizigers beoordelen elk verblijf. In ${country} vernieuwen onze lokale experts de selectie elke week.\n\n## Wat reizigers zeggen\n\nEscapade scoort 4,5/5 uit 4146 reviews.`,
    },
    faq: {
      title: 'Veelgestelde vragen',
      description: 'Antwoorden op de meest gestelde vragen over verblijven en cadeaus.',
      content: () =>
        `## Hoe gebruik ik een cadeaubon?\n\nGa naar de site, kies een verblijf en vul de code van je bon in bij het betalen.\n\n## Hoe lang is mijn bon geldig?\n\nEen jaar voor een verblijf, 12 maanden voor een activiteit.\n\n## Is de toeristenbelasting inbegrepen?\n\nNee: die betaal je in het hotel als de gemeente ze heft.\n\n## Kan ik in termijnen betalen?\n\nJa, in 3 termijnen vanaf 200 € en in 4 vanaf 250 €, voor een aankomst over meer dan 7 dagen.\n\n## Hoe bereik ik de klantendienst?\n\nVan maandag tot vrijdag van 10 tot 18 uur via de pagina [Contact](/contact).`,
    },
  },
  miniSiteFooter: (partner) => `Aanbod voor lezers en leden van **${partner}**, in samenwerking met Escapade. Voorwaarden op [Algemene verkoopvoorwaarden](/page/terms-of-sale).`,
};

/** Content copy by market language. */
export const CONTENT_COPY: Readonly<Record<Language, ContentCopy>> = {
  fr: FRENCH,
  es: SPANISH,
  it: ITALIAN,
  nl: DUTCH,
};
