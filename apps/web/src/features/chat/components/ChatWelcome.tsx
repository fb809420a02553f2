import { AppIcon } from '../../../shared/ui/AppIcon';

// The first is the family's own fridge (the chef reads it, soonest dates first, and says so when
// it is empty) rather than an example fridge nobody has.
export const SUGGESTED_QUESTIONS = [
  "Que cuisiner avec ce que j'ai dans le frigo ?",
  'Par quoi remplacer le beurre ?',
  'Combien de temps cuire un œuf mollet ?',
  'Comment conserver les fraises ?',
] as const;

/** The empty conversation: who the chef is, and questions to start with in one tap. */
export function ChatWelcome({ onAsk, disabled }: { onAsk: (question: string) => void; disabled: boolean }) {
  return (
    <section className="chat-welcome" aria-labelledby="chat-welcome-title">
      <span className="chat-welcome-icon" aria-hidden="true">
        <AppIcon name="chefHat" size={36} />
      </span>
      <h2 id="chat-welcome-title" className="chat-welcome-title">
        Bonjour ! Je suis votre chef.
      </h2>
      <p className="chat-welcome-text">
        Une idée de recette, un ingrédient à remplacer, une cuisson à vérifier : posez-moi vos questions de cuisine.
      </p>
      <ul className="chat-chips" aria-label="Suggestions de questions">
        {SUGGESTED_QUESTIONS.map((question) => (
          <li key={question}>
            <button type="button" className="chat-chip" onClick={() => onAsk(question)} disabled={disabled}>
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
