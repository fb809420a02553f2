import { FamilySection } from '../../household';
import { AccessTokensSection } from '../components/AccessTokensSection';
import { DataExportSection } from '../components/DataExportSection';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { EmailSection } from '../components/EmailSection';
import { PantrySection } from '../components/PantrySection';
import { PasswordSection } from '../components/PasswordSection';
import { PreferencesSection } from '../components/PreferencesSection';
import { ProfileSection } from '../components/ProfileSection';
import { ReminderSection } from '../components/ReminderSection';
import { SettingsContents } from '../components/SettingsContents';
import { SubscriptionSection } from '../components/SubscriptionSection';
import '../settings.css';

/**
 * /dashboard/settings. One component per section, each with its own data and messages
 * (confirmations for 3 s through useFlashMessage, failures until the next action), under a
 * « Sur cette page » list that links to each.
 */
export default function SettingsPage() {
  return (
    <div className="settings">
      <div className="settings-head">
        <h1 className="page-title same-as-topbar">Paramètres</h1>
        <p>Gérez votre compte, vos préférences, votre famille et votre abonnement.</p>
      </div>
      <SettingsContents>
        <ProfileSection />
        <EmailSection />
        <PasswordSection />
        <PreferencesSection />
        <PantrySection />
        <ReminderSection />
        <FamilySection />
        <SubscriptionSection />
        <AccessTokensSection />
        <DataExportSection />
        <DeleteAccountSection />
      </SettingsContents>
    </div>
  );
}
