import { SettingsGuard } from '../../features/owner/components/settings-guard';
import { SettingsLayout } from '../../features/owner/components/settings-layout';

export function Component() {
  return (
    <SettingsGuard>
      <SettingsLayout />
    </SettingsGuard>
  );
}
