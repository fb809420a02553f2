import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../shared/layouts/AuthLayout';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { RequestResetForm } from '../components/RequestResetForm';
import { usePageMeta } from '../../../shared/seo/use-page-meta';

/**
 * /auth/reset-password asks for the e-mail; the e-mailed link (/auth/reset-password?token=…) opens
 * the same route to choose the new password.
 */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  usePageMeta({
    title: token ? 'Nouveau mot de passe · Mijote' : 'Réinitialiser le mot de passe · Mijote',
    description: 'Réinitialisez le mot de passe de votre compte Mijote en quelques instants.',
    path: '/auth/reset-password',
    // A personal, single-use link: nothing for a search engine.
    noindex: !!token,
  });
  return (
    <AuthLayout back={{ to: '/auth', label: 'Retour à la connexion' }}>
      {token ? <NewPasswordForm token={token} /> : <RequestResetForm />}
    </AuthLayout>
  );
}
