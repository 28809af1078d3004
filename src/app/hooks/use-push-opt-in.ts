/** The state of this device's push notifications and the switch that turns them on and off. */
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifyInfo, notifySuccess } from '@app/lib/notify';
import {
  currentPushSubscription,
  disablePush,
  enablePush,
  PushOptInError,
  pushSupport,
} from '@app/lib/web-push';
import { useCallback, useEffect, useState } from 'react';

export type PushState = 'unsupported' | 'ios-not-installed' | 'loading' | 'on' | 'off' | 'busy';

const IOS_HINT =
  'No iPhone e no iPad (iOS 16.4 ou mais novo), adicione o app à Tela de Início (Compartilhar › Adicionar à Tela de Início) e abra-o por lá para receber notificações.';

export function usePushOptIn() {
  const [state, setState] = useState<PushState>(() => {
    const support = pushSupport();
    return support === 'supported' ? 'loading' : support;
  });

  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    currentPushSubscription()
      .then((sub) => live && setState(sub ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [state]);

  const toggle = useCallback(async () => {
    if (state === 'ios-not-installed') {
      notifyInfo(IOS_HINT, 'Notificações no aparelho');
      return;
    }
    if (state !== 'on' && state !== 'off') return;
    const wasOn = state === 'on';
    setState('busy');
    try {
      if (wasOn) await disablePush();
      else await enablePush();
      setState(wasOn ? 'off' : 'on');
      notifySuccess(
        wasOn
          ? 'Este aparelho não receberá mais notificações.'
          : 'Pronto: este aparelho receberá as notificações de aprovação e o resumo semanal.',
      );
    } catch (err) {
      setState(wasOn ? 'on' : 'off');
      notifyError(err instanceof PushOptInError ? err.message : getErrorMessage(err));
    }
  }, [state]);

  return { state, toggle };
}
