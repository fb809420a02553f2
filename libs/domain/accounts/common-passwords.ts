// The most used passwords of at least 6 characters (public breach lists, French ones included).
// Refused at sign-up and reset: they are the first an attacker tries.
const COMMON_PASSWORDS = `123456 1234567 12345678 123456789 1234567890 0123456789 654321 987654321 111111 000000 222222 666666
777777 888888 999999 121212 123123 123321 112233 102030 101010 147258 159753 258456 789456 456789 123654
123abc abc123 abcdef abcdef123 azerty azerty1 azerty123 azertyuiop qwerty qwerty1 qwerty123 qwertyuiop
qwertz 1q2w3e 1q2w3e4r 1qaz2wsx zaq12wsx password password1 password123 passw0rd motdepasse motdepasse1
mot2passe iloveyou jetaime jetaime1 soleil soleil1 doudou loulou chouchou bonjour bonjour1 coucou
coucou123 nicolas julien thomas camille marseille marseille13 paris75 football football1 baseball
dragon monkey sunshine princess letmein welcome welcome1 master shadow michael superman batman
trustno1 starwars pokemon minecraft charlie jordan23 killer hunter hello123 freedom whatever
qazwsx mustang access secret secret1 admin1 admin123 administrateur root123 changeme test123
testtest 123qwe qwe123 aaaaaa abcabc aa123456 a123456 123456a 1234qwer zxcvbn zxcvbnm asdfgh asdfghjkl
mijote mijote123 cuisine cuisine1 recette recettes chocolat fromage`;

const SET = new Set(COMMON_PASSWORDS.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return SET.has(password.toLowerCase());
}
