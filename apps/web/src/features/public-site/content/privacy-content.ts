import type { LegalSection } from '../components/LegalDocument';
import { CONTACT_EMAIL } from './site-links';

export const PRIVACY_UPDATED = '1er novembre 2026';

export const PRIVACY_INTRO =
  "Vos repas, vos goûts et votre famille vous appartiennent. Cette politique explique quelles données Mijote traite, pourquoi, où elles sont conservées et comment exercer vos droits. Elle s'appuie sur la loi fédérale sur la protection des données (nLPD) et, pour les personnes qui se trouvent dans l'Union européenne, sur le Règlement général sur la protection des données (RGPD).";

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'responsable',
    title: 'Responsable du traitement',
    blocks: [
      `Le responsable du traitement est Mijote, Valais, Suisse. Pour toute question relative à vos données, écrivez-nous à ${CONTACT_EMAIL}. Nous répondons en français, en principe dans un délai de 30 jours.`,
    ],
  },
  {
    id: 'donnees',
    title: 'Données que nous traitons',
    blocks: [
      'Nous ne collectons que ce qui est nécessaire au service :',
      [
        'Compte : prénom, nom, adresse e-mail, mot de passe (enregistré uniquement sous forme chiffrée et irréversible) et, si vous le donnez, numéro de téléphone.',
        "Préférences culinaires : composition du foyer, restrictions alimentaires, aliments préférés et aliments à éviter, fréquence des courses.",
        'Contenus que vous créez : articles du frigo virtuel, liste de courses, repas planifiés, recettes favorites, messages échangés avec le chef virtuel.',
        "Abonnement : statut, dates et identifiant client auprès de notre prestataire de paiement. Nous ne voyons ni ne conservons jamais vos données de carte bancaire.",
        "Données techniques : journaux de connexion (date, adresse IP, type de navigateur), conservés pour la sécurité du service.",
      ],
      "Certaines restrictions alimentaires (halal, casher) peuvent révéler des convictions religieuses, et les allergies des informations de santé : ce sont des données sensibles. Vous choisissez librement de les indiquer, et nous ne les utilisons que pour adapter vos recettes.",
    ],
  },
  {
    id: 'finalites',
    title: 'Pourquoi nous les utilisons',
    blocks: [
      [
        'Fournir le service : votre compte, vos listes, votre planning, le partage avec les membres de votre foyer.',
        "Personnaliser les suggestions de recettes et les réponses du chef virtuel selon vos goûts et vos restrictions.",
        'Gérer votre abonnement et vous envoyer les e-mails nécessaires (confirmation, réinitialisation du mot de passe, facturation).',
        'Protéger le service contre les abus et les accès non autorisés.',
      ],
      "Ces traitements reposent sur l'exécution du contrat qui nous lie, sur votre consentement pour les données sensibles et, pour la sécurité, sur notre intérêt légitime. Nous ne vendons pas vos données et n'affichons aucune publicité.",
    ],
  },
  {
    id: 'ia',
    title: 'Suggestions et chef virtuel',
    blocks: [
      "Pour générer une recette ou une réponse, nous transmettons au modèle d'intelligence artificielle uniquement ce qui est utile à la demande : vos préférences culinaires, les ingrédients concernés et, pour le chef virtuel, les derniers messages de la conversation. Votre nom et votre adresse e-mail ne sont jamais transmis. Nos prestataires d'IA s'engagent par contrat à ne pas utiliser ces requêtes pour entraîner leurs modèles.",
    ],
  },
  {
    id: 'hebergement',
    title: 'Où sont conservées vos données',
    blocks: [
      "Vos données sont hébergées en Suisse ou dans l'Union européenne. Lorsqu'un prestataire (paiement, intelligence artificielle, envoi d'e-mails) traite des données dans un pays qui n'offre pas un niveau de protection adéquat, le transfert est encadré par les clauses contractuelles types reconnues par le Préposé fédéral à la protection des données et à la transparence (PFPDT) et par la Commission européenne.",
    ],
  },
  {
    id: 'duree',
    title: 'Durée de conservation',
    blocks: [
      [
        'Les données de votre compte sont conservées tant que votre compte est actif, puis supprimées dans les 30 jours suivant sa fermeture.',
        "L'historique du chef virtuel peut être effacé par vous à tout moment depuis l'application.",
        "Les pièces comptables liées à votre abonnement sont conservées 10 ans, comme l'exige le droit suisse.",
        'Les journaux techniques sont supprimés après 90 jours.',
      ],
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies et stockage local',
    blocks: [
      "Mijote n'utilise qu'un seul cookie : un cookie de session, indispensable pour vous garder connecté de façon sécurisée. Il n'est pas lisible par le navigateur, ne sert à aucun suivi et disparaît à la déconnexion. Aucun cookie publicitaire ni outil de mesure d'audience tiers n'est utilisé : aucun bandeau de consentement n'est donc nécessaire.",
      "Votre navigateur garde aussi, dans son stockage local, quelques réglages de confort comme le thème clair ou sombre. Ces informations ne quittent pas votre appareil.",
    ],
  },
  {
    id: 'partage',
    title: 'Partage familial',
    blocks: [
      "Lorsque vous invitez des proches dans votre foyer, ils voient la liste de courses, le planning des repas et le frigo virtuel partagés. Vos préférences personnelles, vos favoris et vos conversations avec le chef virtuel restent privés. Vous pouvez quitter un foyer ou en retirer un membre à tout moment.",
    ],
  },
  {
    id: 'droits',
    title: 'Vos droits',
    blocks: [
      'Vous pouvez à tout moment :',
      [
        'accéder à vos données et en obtenir une copie dans un format courant (portabilité) ;',
        'les faire rectifier ou compléter ;',
        'demander leur effacement et la fermeture de votre compte ;',
        'retirer votre consentement ou vous opposer à un traitement.',
      ],
      `Écrivez-nous à ${CONTACT_EMAIL}. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir le Préposé fédéral à la protection des données et à la transparence (PFPDT) ou, dans l'Union européenne, l'autorité de contrôle de votre pays.`,
    ],
  },
  {
    id: 'securite',
    title: 'Sécurité',
    blocks: [
      'Les échanges sont chiffrés (HTTPS), les mots de passe hachés avec un algorithme reconnu, et les accès à vos données limités aux seules personnes qui en ont besoin pour faire fonctionner le service. En cas de violation de données présentant un risque pour vous, nous vous informerons ainsi que le PFPDT dans les meilleurs délais.',
    ],
  },
  {
    id: 'modifications',
    title: 'Modifications',
    blocks: [
      "Nous pouvons faire évoluer cette politique. En cas de changement important, nous vous prévenons par e-mail ou dans l'application avant son entrée en vigueur.",
    ],
  },
];
