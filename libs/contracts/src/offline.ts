// The phone companion (issue 12): what the offline web app and the API agree on.

import { countOf } from './plural';

/**
 * Sent with every write the web app's outbox replays. The API answers a key it has already seen
 * with the stored answer, without applying the write again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that was stored for an earlier request with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
/** What a key may look like: the web app sends a UUID. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The web app sends the contract version it was built with; the API refuses a client older than
 * MIN_CLIENT_CONTRACT_VERSION with 426 CLIENT_OUTDATED instead of misreading its requests. Bump
 * CLIENT_CONTRACT_VERSION when a request's shape changes, and the minimum when the API stops
 * accepting the old shape (a field removed): an installed phone with an old service worker is
 * then told to reload, never silently misunderstood.
 */
export const CLIENT_CONTRACT_HEADER = 'X-Mijote-Contract';
export const CLIENT_CONTRACT_VERSION = 1;
export const MIN_CLIENT_CONTRACT_VERSION = 1;

export const OFFLINE_MESSAGES = {
  banner: 'Hors ligne — vos modifications seront envoyées au retour du réseau',
  pending: (n: number) => `${countOf(n, 'modification', 'modifications')} en attente`,
  sending: 'Envoi de vos modifications…',
  updateAvailable: 'Nouvelle version disponible',
  reload: 'Recharger',
  install: "Installer l'application",
  clientOutdated: 'Une nouvelle version de Mijote est nécessaire. Rechargez la page ; vos modifications en attente seront gardées.',
  keyReused: "Cette clé d'idempotence a déjà servi pour une autre requête",
  inProgress: 'Cette modification est déjà en cours de traitement. Veuillez réessayer dans un instant.',
  /** The rule 'a delete wins over an edit', told to the member whose queued change came too late. */
  deletedMeanwhile: (label: string) => `${label} a été supprimé par un autre membre : votre modification n'a pas été appliquée.`,
  /** The rule 'a tick wins over an untick', told when an untick made offline came after a tick. */
  tickWins: (label: string) => `${label} a été coché par un autre membre entre-temps : il reste coché.`,
  /**
   * The rule 'a quantity edit keeps the latest' (per field: name, quantity, unit), told when an
   * edit made earlier reached the server after another member's later one.
   */
  editSuperseded: (label: string, fields: string) =>
    `${label} a été modifié plus récemment par un autre membre (${fields}) : sa modification est gardée.`,
  /** How editSuperseded names the fields. */
  editFields: { name: 'nom', quantity: 'quantité', unit: 'unité' },
  /** A queued change the server refused on reconnect (the item was deleted meanwhile…): never silent. */
  refused: (label: string, reason: string) => `${label} : modification non appliquée. ${reason}`,
} as const;
