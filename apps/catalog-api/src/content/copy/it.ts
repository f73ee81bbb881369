import type { ContentCopy } from './copy-types';

/** The Italian copy of every market that speaks it. */
export const ITALIAN: ContentCopy<'it'> = {
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
  searchPromos: {
    flashSale: {
      title: 'Offerte lampo della settimana',
      subtitle: 'Fino al 40 % di sconto su una selezione di soggiorni, solo per pochi giorni.',
      cta: 'Vedi le offerte',
      imageAlt: 'Una terrazza d’albergo al sole',
    },
    giveStay: {
      title: 'Regala un soggiorno, la data la scelgono loro',
      subtitle: 'Un buono regalo valido un anno per due persone, inviato subito.',
      cta: 'Regala un soggiorno',
      imageAlt: 'Una coppia apre un regalo',
    },
    giveActivity: {
      title: 'Una giornata da regalare',
      subtitle: 'Spa, degustazione o escursione: attività senza notte in hotel, valide 12 mesi.',
      cta: 'Vedi le attività',
      imageAlt: 'Due amiche alla spa',
    },
    treatYourself: {
      title: 'E se partissi anche tu?',
      subtitle: 'Gli stessi soggiorni, da prenotare per te, nelle tue date.',
      cta: 'Prenota per me',
      imageAlt: 'Una camera con vista sulla campagna',
    },
    stayTheNight: {
      title: 'Resta anche per la notte',
      subtitle: 'Hotel, colazione e attività insieme in un weekend tutto compreso.',
      cta: 'Vedi i weekend',
      imageAlt: 'Una colazione servita in camera',
    },
  },
  seoText: {
    title: (place) => `${place}: i nostri weekend tutto compreso`,
    why: {
      heading: (place) => `Perché scegliere ${place}?`,
      text: (place, region, count) =>
        `${place}${region ? `, in ${region},` : ''} è perfetta per una fuga di due o tre giorni. Ti proponiamo ${count} soggiorn${count > 1 ? 'i' : 'o'} che uniscono la notte in hotel, la colazione e attività scelte dal nostro team, per goderti il posto senza organizzare nulla.`,
    },
    themes: {
      heading: () => 'Cosa fare sul posto?',
      text: (_place, themes) =>
        `Sul posto, i viaggiatori scelgono soprattutto i nostri soggiorni ${themes}. Ogni offerta indica cosa è incluso: cena, accesso alla spa, degustazione o visita guidata.`,
    },
    nearby: {
      heading: () => 'Nei dintorni',
      text: (places) => `Voglia di cambiare panorama? Scopri anche i nostri soggiorni: ${places}.`,
    },
    practical: {
      heading: 'Da sapere',
      text: 'La maggior parte dei soggiorni è modificabile fino alla data limite indicata nell’offerta, e la tassa di soggiorno si paga in struttura. Puoi anche regalare uno qualsiasi di questi soggiorni: chi lo riceve sceglie le date entro un anno.',
    },
    readMore: 'Leggi di più',
    readLess: 'Mostra meno',
    and: 'e',
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
  landing: {
    slug: 'weekend-ultimo-minuto',
    title: 'Weekend last minute',
    intro: 'Parti già questo fine settimana: soggiorni con colazione, cene e attività, da prenotare fino all’ultimo momento.',
    description: 'I nostri weekend last minute: prenota oggi, parti domani.',
  },
};
