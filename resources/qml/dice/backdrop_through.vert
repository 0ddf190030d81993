VARYING vec4 clipPosition;

// A rail: where it lies on the screen, like any model.
void MAIN()
{
    clipPosition = MODELVIEWPROJECTION_MATRIX * vec4(VERTEX, 1.0);
    POSITION = clipPosition;
}
