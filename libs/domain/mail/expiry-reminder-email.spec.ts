import { renderEmail } from './render-email';

describe('the expiry reminder e-mail', () => {
  const items = [
    { name: 'Yaourt <nature>', when: 'expire demain' },
    { name: 'Crème fraîche', when: "à consommer aujourd'hui" },
  ];

  it('lists the items and names the recipe idea with its link', () => {
    const mail = renderEmail({
      template: 'expiry-reminder',
      to: 'claire@example.ch',
      firstName: 'Claire',
      items,
      recipe: { title: 'Gratin de courgettes', link: 'https://mijote.ch/dashboard/feed?mode=frigo&ingredient=Yaourt' },
      link: 'https://mijote.ch/dashboard',
    });
    expect(mail.subject).toBe('À consommer en priorité : 2 articles');
    expect(mail.text).toContain('Bonjour Claire,');
    expect(mail.text).toContain('• Yaourt <nature> : expire demain');
    expect(mail.text).toContain("• Crème fraîche : à consommer aujourd'hui");
    expect(mail.text).toContain('Gratin de courgettes (https://mijote.ch/dashboard/feed?mode=frigo&ingredient=Yaourt)');
    expect(mail.text).toContain('Voir mon frigo : https://mijote.ch/dashboard');
    // Item names are text, never markup.
    expect(mail.html).toContain('Yaourt &lt;nature&gt;');
    expect(mail.html).not.toContain('<nature>');
  });

  it('removes a link typed into an item name', () => {
    const mail = renderEmail({
      template: 'expiry-reminder',
      to: 'claire@example.ch',
      firstName: 'Claire',
      items: [{ name: 'Lait https://evil.example/x', when: 'expire demain' }],
      recipe: null,
      link: 'https://mijote.ch/dashboard/feed?mode=frigo&ingredient=Lait',
    });
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
  });

  it('without a recipe, its button finds one with the first item', () => {
    const mail = renderEmail({
      template: 'expiry-reminder',
      to: 'claire@example.ch',
      firstName: '',
      items: [items[0]!],
      recipe: null,
      link: 'https://mijote.ch/dashboard/feed?mode=frigo&ingredient=Yaourt',
    });
    expect(mail.subject).toBe('À consommer en priorité : « Yaourt <nature> »');
    expect(mail.text).toContain('Bonjour,');
    expect(mail.text).toContain('Trouver une recette : https://mijote.ch/dashboard/feed?mode=frigo&ingredient=Yaourt');
  });
});
