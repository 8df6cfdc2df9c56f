import { Eraser } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

const CANVAS_HEIGHT_PX = 180;

/** The drawing as a base64 PNG without its `data:` prefix, as the signing API takes it. */
function pngOf(canvas: HTMLCanvasElement): string {
  return canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
}

export type TSignaturePadProps = {
  /** The drawing after each stroke, or null once cleared. */
  onChange: (signaturePng: string | null) => void;
  labelledBy: string;
};

/** Draw a signature with a mouse, a finger or a pen; typing it is the keyboard's way. */
export function SignaturePad({ onChange, labelledBy }: TSignaturePadProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const scale = window.devicePixelRatio || 1;
    canvas.width = Math.round(canvas.clientWidth * scale);
    canvas.height = Math.round(CANVAS_HEIGHT_PX * scale);
    context.scale(scale, scale);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#111827';
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    onChange(null);
  };

  return (
    <div className="grid gap-2">
      <canvas
        ref={canvasRef}
        role="img"
        aria-labelledby={labelledBy}
        className="w-full cursor-crosshair touch-none rounded-lg border-2 border-dashed bg-white"
        style={{ height: CANVAS_HEIGHT_PX }}
        onPointerDown={(event) => {
          const context = event.currentTarget.getContext('2d');
          if (!context) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const { x, y } = point(event);
          context.beginPath();
          context.moveTo(x, y);
          context.lineTo(x + 0.1, y + 0.1);
          context.stroke();
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const context = event.currentTarget.getContext('2d');
          const { x, y } = point(event);
          context?.lineTo(x, y);
          context?.stroke();
        }}
        onPointerUp={(event) => {
          if (!drawing.current) return;
          drawing.current = false;
          onChange(pngOf(event.currentTarget));
        }}
      />
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">{t('signing.signature.drawHint')}</p>
        <Button type="button" variant="ghost" size="sm" onClick={clear}>
          <Eraser aria-hidden="true" />
          {t('signing.signature.clear')}
        </Button>
      </div>
    </div>
  );
}
