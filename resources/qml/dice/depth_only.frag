void MAIN()
{
    FRAGCOLOR = vec4(0.0);
}
