import type { LegalSection } from '../components/LegalDocument';
import { CONTACT_EMAIL } from './site-links';

export const TERMS_UPDATED = '1er novembre 2026';

export const TERMS_INTRO =
  "Les présentes conditions générales d'utilisation (CGU) règlent l'utilisation de Mijote, l'assistant culinaire proposé sur le site et dans l'application. En créant un compte, vous les acceptez.";

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'service',
    title: 'Le service',
    blocks: [
      'Mijote aide les foyers à organiser leurs repas : frigo virtuel, suggestions de recettes générées par intelligence artificielle, planning des repas, liste de courses, recettes favorites, chef virtuel et partage familial. Mijote est exploité depuis le Valais, en Suisse.',
    ],
  },
  {
    id: 'compte',
    title: 'Votre compte',
    blocks: [
      "L'accès au service nécessite un compte personnel, ouvert par une personne majeure ou avec l'accord de son représentant légal. Vous vous engagez à fournir des informations exactes et à garder votre mot de passe confidentiel. Toute activité réalisée depuis votre compte est réputée effectuée par vous ; signalez-nous sans délai tout usage suspect.",
    ],
  },
  {
    id: 'abonnement',
    title: 'Abonnement et prix',
    blocks: [
      [
        "L'accès au tableau de bord nécessite un abonnement mensuel de CHF 9.99 par mois, TVA comprise le cas échéant.",
        "L'abonnement est sans engagement : il se renouvelle chaque mois et vous pouvez l'annuler à tout moment depuis vos paramètres. L'annulation prend effet à la fin de la période déjà payée ; aucun mois entamé n'est remboursé.",
        "Le paiement est traité par un prestataire spécialisé et certifié. Mijote n'a jamais accès à vos données de carte.",
        "Nous pouvons modifier le prix pour l'avenir ; vous en serez informé au moins 30 jours à l'avance et pourrez résilier avant l'application du nouveau tarif.",
      ],
    ],
  },
  {
    id: 'essai',
    title: 'Offre de bienvenue FREE30',
    blocks: [
      "Le code FREE30, saisi lors de l'abonnement, offre 30 jours gratuits ; il ne peut être utilisé qu'une fois par compte. Sans annulation avant la fin de cette période, l'abonnement mensuel démarre automatiquement au tarif en vigueur.",
    ],
  },
  {
    id: 'recettes',
    title: "Recettes et conseils générés par l'IA",
    blocks: [
      "Les recettes, quantités et réponses du chef virtuel sont produites automatiquement. Elles tiennent compte des préférences et restrictions que vous avez indiquées, mais peuvent comporter des erreurs. Vérifiez toujours la liste des ingrédients en cas d'allergie ou d'intolérance, respectez les règles d'hygiène et les temps de cuisson, et ne considérez pas ces contenus comme un avis médical ou diététique.",
    ],
  },
  {
    id: 'usage',
    title: 'Usage acceptable',
    blocks: [
      "Vous vous engagez à ne pas détourner le service, notamment à ne pas tenter d'accéder aux données d'autres utilisateurs, perturber son fonctionnement, l'utiliser de manière automatisée à grande échelle ou y publier des contenus illicites. Nous pouvons suspendre un compte en cas de manquement grave, après vous en avoir informé sauf urgence.",
    ],
  },
  {
    id: 'contenus',
    title: 'Vos contenus et notre propriété intellectuelle',
    blocks: [
      "Les contenus que vous saisissez (listes, inventaire, planning, messages) restent les vôtres ; vous nous autorisez à les traiter dans le seul but de vous fournir le service. Le nom Mijote, le logo, l'interface et les textes du site sont protégés et ne peuvent être reproduits sans autorisation.",
    ],
  },
  {
    id: 'disponibilite',
    title: 'Disponibilité et responsabilité',
    blocks: [
      "Nous faisons le nécessaire pour que Mijote soit disponible en continu, sans pouvoir le garantir : des maintenances ou des incidents peuvent l'interrompre. Dans les limites permises par la loi, notre responsabilité est limitée aux dommages directs causés intentionnellement ou par négligence grave.",
    ],
  },
  {
    id: 'resiliation',
    title: 'Fermeture du compte',
    blocks: [
      "Vous pouvez fermer votre compte à tout moment. Vos données sont alors supprimées conformément à notre politique de confidentialité, à l'exception de celles que la loi nous oblige à conserver.",
    ],
  },
  {
    id: 'modifications',
    title: 'Modification des conditions',
    blocks: [
      "Nous pouvons adapter ces conditions. Les changements importants vous sont annoncés au moins 30 jours à l'avance ; si vous continuez à utiliser Mijote après leur entrée en vigueur, vous les acceptez.",
    ],
  },
  {
    id: 'droit',
    title: 'Droit applicable et for',
    blocks: [
      "Les présentes conditions sont soumises au droit suisse. Le for est à Sion (Valais), sous réserve des fors impératifs prévus par la loi, notamment en faveur des consommateurs. Avant toute démarche, écrivez-nous : la plupart des questions se règlent simplement.",
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    blocks: [`Mijote, Valais, Suisse. E-mail : ${CONTACT_EMAIL}.`],
  },
];
