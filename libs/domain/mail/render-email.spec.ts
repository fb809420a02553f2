import { renderEmail, userText } from './render-email';

describe('user-chosen text in e-mails', () => {
  it('drops links of every shape and control characters, and stays short', () => {
    expect(userText('Famille Rey https://evil.example/login')).toBe('Famille Rey …');
    expect(userText('Cliquez www.arnaque.ch maintenant')).toBe('Cliquez … maintenant');
    expect(userText('Voir paypal.com/verify svp')).toBe('Voir … svp');
    expect(userText('Les\u0000Rey\nde Sion')).toBe('Les Rey de Sion');
    expect(userText('x'.repeat(100)).length).toBe(60);
  });

  it('quotes the household and inviter names of an invitation, with no link but the invitation', () => {
    const mail = renderEmail({
      template: 'household-invitation',
      to: 'ami@example.ch',
      inviterName: 'Marc http://phish.example',
      householdName: 'Gagnez un iPhone sur bit.ly/abc',
      link: 'https://mijote.ch/invitation?token=t',
    });
    expect(mail.subject).toBe('« Marc … » vous invite à rejoindre son foyer sur Mijote');
    expect(mail.text).toContain('le foyer « Gagnez un iPhone sur … »');
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual(['https://mijote.ch/invitation?token=t']);
    expect(mail.html).not.toContain('phish');
  });
});
