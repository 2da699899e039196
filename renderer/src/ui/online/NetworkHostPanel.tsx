import { useEffect, useState } from 'react';
import type { NetworkHostBridge, NetworkHostResult, NetworkHostStatus } from '../../../../engine/formats/index';
import { useTranslation } from '../../i18n';

/**
 * "Host on this network", offered by the desktop app only: it runs the game server for friends on the same network.
 * Once it runs, `onServing` gets the address this computer's own page reaches it at, and the panel lists the
 * addresses friends type; Stop closes it (quitting the app does too).
 */
export function NetworkHostPanel({
  host,
  disabled,
  onServing,
}: {
  readonly host: NetworkHostBridge;
  readonly disabled: boolean;
  readonly onServing: (address: string) => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  const [status, setStatus] = useState<NetworkHostStatus>({ state: 'stopped' });
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const show = (result: NetworkHostResult<NetworkHostStatus>): void => {
    if (!result.ok) {
      const { error } = result;
      setProblem(
        error.code === 'port-in-use' ? t('online.network.portInUse', { port: error.port }) : t('online.network.failed'),
      );
      return;
    }
    setStatus(result.value);
    setProblem(null);
    if (result.value.state === 'running') onServing(result.value.thisComputer);
  };
  // Coming back to the screen: a server started earlier is still running, and its address is offered again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per bridge; show only sets state
  useEffect(() => {
    let shown = true;
    void host.status().then((result) => {
      if (shown && result.ok) show(result);
    });
    return () => {
      shown = false;
    };
  }, [host]);

  const ask = async (call: () => Promise<NetworkHostResult<NetworkHostStatus>>): Promise<void> => {
    setWorking(true);
    try {
      show(await call());
    } finally {
      setWorking(false);
    }
  };

  return (
    <section className="online-choice" data-testid="network-host">
      <h3>{t('online.network.heading')}</h3>
      {status.state === 'stopped' ? (
        <>
          <p>{t('online.network.intro')}</p>
          <button
            type="button"
            data-testid="network-host-start"
            disabled={disabled || working}
            onClick={() => void ask(() => host.start())}
          >
            {t('online.network.start')}
          </button>
        </>
      ) : (
        <>
          <p>{status.network.length > 0 ? t('online.network.friends') : t('online.network.noNetwork')}</p>
          <ul className="online-addresses" data-testid="network-host-addresses">
            {status.network.map((address) => (
              <li key={address} translate="no">
                {address}
              </li>
            ))}
          </ul>
          <button
            type="button"
            data-testid="network-host-stop"
            disabled={disabled || working}
            onClick={() => void ask(() => host.stop())}
          >
            {t('online.network.stop')}
          </button>
        </>
      )}
      {problem && (
        <p className="notice" role="alert" data-testid="network-host-problem">
          {problem}
        </p>
      )}
    </section>
  );
}
