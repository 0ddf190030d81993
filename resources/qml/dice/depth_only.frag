void MAIN()
{
    BASE_COLOR = vec4(0.0, 0.0, 0.0, 1.0);
}
