VARYING vec4 clipPosition;

// The backdrop's picture at this fragment's place in the view (both views have the same size and camera). The
// place comes from the clip-space position, not FRAGCOORD, so it holds wherever the view lies in the window.
// The picture's first row is its top, at v = 0; clip space has y up where NDC_Y_UP is 1 (OpenGL), down where -1.
void MAIN()
{
    vec2 uv = clipPosition.xy / clipPosition.w * 0.5 + 0.5;
    if (NDC_Y_UP > 0.0)
        uv.y = 1.0 - uv.y;
    FRAGCOLOR = vec4(texture(backdrop, uv).rgb, 1.0);
}
