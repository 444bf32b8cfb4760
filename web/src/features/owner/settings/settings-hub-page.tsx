import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useOwnerRestaurant } from './owner-restaurant';
import { SetupProgressCard } from './setup-progress-card';
import { COMING_SOON, SETTINGS_GROUPS, type SettingsTile } from './settings-tiles';
import { TileIcon } from './tile-icon';
import './settings.css';

/** /owner/settings: the setup progress and a tile for every settings page (SPEC.md section 2, Settings hub). */
export function SettingsHubPage() {
  const owner = useOwnerRestaurant();

  return (
    <section className="page settings-hub" aria-labelledby="settings-title">
      <div>
        <h1 id="settings-title" className="page__title">
          Settings
        </h1>
        <p className="muted">Everything about your restaurant, in one place.</p>
      </div>
      {owner.isPending ? (
        <Spinner label="Loading your setup..." />
      ) : owner.isError ? (
        <LoadError message="Failed to load restaurant data" onRetry={owner.retry} />
      ) : owner.restaurant ? (
        <SetupProgressCard restaurantId={owner.restaurant.id} />
      ) : (
        <div className="card stack">
          <h2 className="setup-card__title">Restaurant Required</h2>
          <p className="muted">Create your restaurant to start setting it up.</p>
          <div>
            <Link to="/owner/onboarding" className="button">
              Complete Setup
            </Link>
          </div>
        </div>
      )}
      {SETTINGS_GROUPS.map((group) => (
        <section key={group.title} className="stack stack--tight settings-group" aria-labelledby={`settings-group-${group.title}`}>
          <h2 id={`settings-group-${group.title}`} className="section-title">
            {group.title}
          </h2>
          <ul className="settings-tiles">
            {group.tiles.map((tile) => (
              <li key={tile.title}>
                <Tile tile={tile} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function Tile({ tile }: { tile: SettingsTile }) {
  const body = (
    <>
      <TileIcon name={tile.icon} />
      <span className="settings-tile__text">
        <span className="settings-tile__title">{tile.title}</span>
        <span className="settings-tile__description">{tile.text}</span>
        {tile.to ? null : <span className="badge settings-tile__badge">{COMING_SOON}</span>}
      </span>
    </>
  );
  if (tile.to) {
    return (
      <Link to={tile.to} className="card settings-tile">
        {body}
      </Link>
    );
  }
  // Not built yet: shown, but neither a link nor focusable; the badge says why.
  return (
    <div className="card settings-tile settings-tile--disabled" role="group" aria-label={`${tile.title} (${COMING_SOON})`} aria-disabled="true">
      {body}
    </div>
  );
}
