import type { ContentCopy } from './copy-types';

/** The French copy of every market that speaks it. */
export const FRENCH: ContentCopy<'fr'> = {
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
  searchPromos: {
    flashSale: {
      title: 'Ventes flash de la semaine',
      subtitle: 'Jusqu’à 40 % de réduction sur une sélection de séjours, seulement quelques jours.',
      cta: 'Voir les promotions',
      imageAlt: 'Une terrasse d’hôtel au soleil',
    },
    giveStay: {
      title: 'Offrez un séjour, ils choisissent la date',
      subtitle: 'Un bon cadeau valable un an pour deux personnes, envoyé tout de suite.',
      cta: 'Offrir un séjour',
      imageAlt: 'Un couple ouvre un cadeau',
    },
    giveActivity: {
      title: 'Une journée à offrir',
      subtitle: 'Spa, dégustation ou balade : des activités sans nuit d’hôtel, valables 12 mois.',
      cta: 'Voir les activités',
      imageAlt: 'Deux amies au spa',
    },
    treatYourself: {
      title: 'Et si vous partiez aussi ?',
      subtitle: 'Les mêmes séjours, à réserver pour vous, avec vos dates.',
      cta: 'Réserver pour moi',
      imageAlt: 'Une chambre avec vue sur la campagne',
    },
    stayTheNight: {
      title: 'Prolongez par une nuit',
      subtitle: 'Hôtel, petit-déjeuner et activités réunis en un week-end tout compris.',
      cta: 'Voir les week-ends',
      imageAlt: 'Un petit-déjeuner servi en chambre',
    },
  },
  seoText: {
    title: (place) => `${place} : nos week-ends tout compris`,
    why: {
      heading: (place) => `Pourquoi choisir ${place} ?`,
      text: (place, region, count) =>
        `${place}${region ? `, en ${region},` : ''} se prête parfaitement à une escapade de deux ou trois jours. Nous y proposons ${count} séjour${count > 1 ? 's' : ''} qui réunissent la nuit d’hôtel, le petit-déjeuner et des activités choisies par notre équipe, pour profiter du lieu sans rien organiser.`,
    },
    themes: {
      heading: () => 'Que faire sur place ?',
      text: (_place, themes) =>
        `Sur place, les voyageurs choisissent surtout nos séjours ${themes}. Chaque offre précise ce qui est inclus : dîner, accès au spa, dégustation ou visite guidée.`,
    },
    nearby: {
      heading: () => 'Dans les environs',
      text: (places) => `Envie de changer d’horizon ? Découvrez aussi nos séjours : ${places}.`,
    },
    practical: {
      heading: 'Bon à savoir',
      text: 'La plupart des séjours sont modifiables jusqu’à la date limite indiquée sur l’offre, et la taxe de séjour se règle sur place. Vous pouvez aussi offrir n’importe lequel de ces séjours : le bénéficiaire choisit ses dates pendant un an.',
    },
    readMore: 'Lire la suite',
    readLess: 'Réduire',
    and: 'et',
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
  landing: {
    slug: 'week-end-derniere-minute',
    title: 'Week-ends de dernière minute',
    intro: 'Partez dès ce week-end : des séjours avec petit-déjeuner, dîners et activités, à réserver jusqu’au dernier moment.',
    description: 'Nos week-ends de dernière minute : réservez aujourd’hui, partez demain.',
  },
};
